import { NAKSHATRAS, type Nakshatra, type Rashi } from './signs.js';

/*
 * What follows from the moon's nakshatra or rashi: shown on a profile, never typed, and what guna
 * milan compares. Tables as commonly published (B.V. Raman, "Muhurtha"; the Marathi panchangs'
 * guna milan pages): docs/decisions/0036-horoscope-and-guna-milan.md.
 */

/** One of three for each nakshatra, in the repeating order adi, madhya, antya, antya, madhya, adi. */
export type Nadi = 'adi' | 'madhya' | 'antya';
const NADI_CYCLE: readonly Nadi[] = ['adi', 'madhya', 'antya', 'antya', 'madhya', 'adi'];
export function nadiOf(nakshatra: Nakshatra): Nadi {
  return NADI_CYCLE[NAKSHATRAS.indexOf(nakshatra) % 6]!;
}

export const GANAS = ['deva', 'manushya', 'rakshasa'] as const;
export type Gana = (typeof GANAS)[number];
const RAKSHASA: readonly Nakshatra[] = [
  'krittika',
  'ashlesha',
  'magha',
  'chitra',
  'vishakha',
  'jyeshtha',
  'mula',
  'dhanishta',
  'shatabhisha',
];
const MANUSHYA: readonly Nakshatra[] = [
  'bharani',
  'rohini',
  'ardra',
  'purva-phalguni',
  'uttara-phalguni',
  'purva-ashadha',
  'uttara-ashadha',
  'purva-bhadrapada',
  'uttara-bhadrapada',
];
export function ganaOf(nakshatra: Nakshatra): Gana {
  return RAKSHASA.includes(nakshatra) ? 'rakshasa' : MANUSHYA.includes(nakshatra) ? 'manushya' : 'deva';
}

/** The fourteen animals; each nakshatra has one (as male or female, which the points do not use). */
export const YONIS = [
  'ashwa',
  'gaja',
  'mesha',
  'sarpa',
  'shwan',
  'marjara',
  'mushaka',
  'gau',
  'mahisha',
  'vyaghra',
  'mriga',
  'vanara',
  'nakula',
  'simha',
] as const;
export type Yoni = (typeof YONIS)[number];
/** In NAKSHATRAS order. */
const YONI_OF: readonly Yoni[] = [
  'ashwa', // ashwini
  'gaja', // bharani
  'mesha', // krittika
  'sarpa', // rohini
  'sarpa', // mrigashira
  'shwan', // ardra
  'marjara', // punarvasu
  'mesha', // pushya
  'marjara', // ashlesha
  'mushaka', // magha
  'mushaka', // purva-phalguni
  'gau', // uttara-phalguni
  'mahisha', // hasta
  'vyaghra', // chitra
  'mahisha', // swati
  'vyaghra', // vishakha
  'mriga', // anuradha
  'mriga', // jyeshtha
  'shwan', // mula
  'vanara', // purva-ashadha
  'nakula', // uttara-ashadha
  'vanara', // shravana
  'simha', // dhanishta
  'ashwa', // shatabhisha
  'simha', // purva-bhadrapada
  'gau', // uttara-bhadrapada
  'gaja', // revati
];
export function yoniOf(nakshatra: Nakshatra): Yoni {
  return YONI_OF[NAKSHATRAS.indexOf(nakshatra)]!;
}

/** Highest first: varna koota asks whether the groom's is at least the bride's. */
export const VARNAS = ['brahmin', 'kshatriya', 'vaishya', 'shudra'] as const;
export type Varna = (typeof VARNAS)[number];
/** By the rashi's element: water signs brahmin, fire kshatriya, earth vaishya, air shudra. */
const VARNA_OF: Record<Rashi, Varna> = {
  mesha: 'kshatriya',
  vrishabha: 'vaishya',
  mithuna: 'shudra',
  karka: 'brahmin',
  simha: 'kshatriya',
  kanya: 'vaishya',
  tula: 'shudra',
  vrishchika: 'brahmin',
  dhanu: 'kshatriya',
  makara: 'vaishya',
  kumbha: 'shudra',
  meena: 'brahmin',
};
export function varnaOf(rashi: Rashi): Varna {
  return VARNA_OF[rashi];
}

/** Quadruped, human, water-dwelling, wild (the lion), insect. */
export const VASHYAS = ['chatushpada', 'manava', 'jalachara', 'vanachara', 'keeta'] as const;
export type Vashya = (typeof VASHYAS)[number];
/**
 * Dhanu and Makara are split by half in the texts (Dhanu manava then chatushpada, Makara
 * chatushpada then jalachara). The score here depends on the rashi alone, so each takes the group
 * of its first half, where the sign begins.
 */
const VASHYA_OF: Record<Rashi, Vashya> = {
  mesha: 'chatushpada',
  vrishabha: 'chatushpada',
  mithuna: 'manava',
  karka: 'jalachara',
  simha: 'vanachara',
  kanya: 'manava',
  tula: 'manava',
  vrishchika: 'keeta',
  dhanu: 'manava',
  makara: 'chatushpada',
  kumbha: 'manava',
  meena: 'jalachara',
};
export function vashyaOf(rashi: Rashi): Vashya {
  return VASHYA_OF[rashi];
}

/** The seven planets that rule the signs (Rahu and Ketu rule none). */
export type Graha = 'surya' | 'chandra' | 'mangala' | 'budha' | 'guru' | 'shukra' | 'shani';
const LORD_OF: Record<Rashi, Graha> = {
  mesha: 'mangala',
  vrishabha: 'shukra',
  mithuna: 'budha',
  karka: 'chandra',
  simha: 'surya',
  kanya: 'budha',
  tula: 'shukra',
  vrishchika: 'mangala',
  dhanu: 'guru',
  makara: 'shani',
  kumbha: 'shani',
  meena: 'guru',
};
export function rashiLordOf(rashi: Rashi): Graha {
  return LORD_OF[rashi];
}

export type Relation = 'friend' | 'neutral' | 'enemy';
/** Natural (naisargika) friendships, Brihat Parashara Hora Shastra ch. 3: friends, then enemies; the rest neutral. */
const NATURAL: Record<Graha, { friends: readonly Graha[]; enemies: readonly Graha[] }> = {
  surya: { friends: ['chandra', 'mangala', 'guru'], enemies: ['shukra', 'shani'] },
  chandra: { friends: ['surya', 'budha'], enemies: [] },
  mangala: { friends: ['surya', 'chandra', 'guru'], enemies: ['budha'] },
  budha: { friends: ['surya', 'shukra'], enemies: ['chandra'] },
  guru: { friends: ['surya', 'chandra', 'mangala'], enemies: ['budha', 'shukra'] },
  shukra: { friends: ['budha', 'shani'], enemies: ['surya', 'chandra'] },
  shani: { friends: ['budha', 'shukra'], enemies: ['surya', 'chandra', 'mangala'] },
};
/** How `of` regards `toward`. Not symmetric: Chandra counts Budha a friend, Budha counts Chandra an enemy. */
export function naturalRelation(of: Graha, toward: Graha): Relation {
  if (of === toward) return 'friend';
  const { friends, enemies } = NATURAL[of];
  return friends.includes(toward) ? 'friend' : enemies.includes(toward) ? 'enemy' : 'neutral';
}
