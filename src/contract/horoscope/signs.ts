import { NAKSHATRA_SPELLINGS, RASHI_SPELLINGS } from './spellings.js';

/** The twelve moon signs, from Mesha (0°) round the sidereal zodiac, 30° each. */
export const RASHIS = [
  'mesha',
  'vrishabha',
  'mithuna',
  'karka',
  'simha',
  'kanya',
  'tula',
  'vrishchika',
  'dhanu',
  'makara',
  'kumbha',
  'meena',
] as const;
export type Rashi = (typeof RASHIS)[number];

/** The twenty-seven birth stars, from Ashwini (0°), 13°20′ each. */
export const NAKSHATRAS = [
  'ashwini',
  'bharani',
  'krittika',
  'rohini',
  'mrigashira',
  'ardra',
  'punarvasu',
  'pushya',
  'ashlesha',
  'magha',
  'purva-phalguni',
  'uttara-phalguni',
  'hasta',
  'chitra',
  'swati',
  'vishakha',
  'anuradha',
  'jyeshtha',
  'mula',
  'purva-ashadha',
  'uttara-ashadha',
  'shravana',
  'dhanishta',
  'shatabhisha',
  'purva-bhadrapada',
  'uttara-bhadrapada',
  'revati',
] as const;
export type Nakshatra = (typeof NAKSHATRAS)[number];

/** The quarter (pada) of the nakshatra, 3°20′ each. */
export const CHARANS = [1, 2, 3, 4] as const;
export type Charan = (typeof CHARANS)[number];

/** What the member states; 'partial' is the anshik (mild) Mangal dosha some astrologers name. */
export const MANGLIK = ['yes', 'no', 'partial', 'unknown'] as const;
export type Manglik = (typeof MANGLIK)[number];

/** Case, spaces, hyphens, underscores and dots never tell two names apart, nor does closing punctuation. */
function spellingKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\-_.]+/g, '')
    .replace(/[,;:!?'"’)\]।॥]+$/u, '');
}

function lookup<K extends string>(spellings: Record<K, readonly string[]>): Map<string, K> {
  const byKey = new Map<string, K>();
  for (const [key, others] of Object.entries(spellings) as [K, readonly string[]][]) {
    for (const spelling of [key, ...others]) byKey.set(spellingKey(spelling), key);
  }
  return byKey;
}

// Typed here so that a sign missing from the spellings is a compile error, not a silent miss.
const rashiSpellings: Record<Rashi, readonly string[]> = RASHI_SPELLINGS;
const nakshatraSpellings: Record<Nakshatra, readonly string[]> = NAKSHATRA_SPELLINGS;
const rashiByKey = lookup(rashiSpellings);
const nakshatraByKey = lookup(nakshatraSpellings);

/** The canonical rashi for what a member typed (spellings.ts lists the accepted names); undefined for anything else. */
export function parseRashi(text: string | undefined): Rashi | undefined {
  return text === undefined ? undefined : rashiByKey.get(spellingKey(text));
}

/** The canonical nakshatra for what a member typed (spellings.ts lists the accepted names); undefined for anything else. */
export function parseNakshatra(text: string | undefined): Nakshatra | undefined {
  return text === undefined ? undefined : nakshatraByKey.get(spellingKey(text));
}

/**
 * Each nakshatra spans 13°20′, each charan (pada) 3°20′, each rashi 30° = 9 charans: counting
 * charans from Ashwini 1 at 0°, the rashi is the whole number of nines before this one.
 */
export function rashiOf(nakshatra: Nakshatra, charan: Charan): Rashi {
  const charansBefore = NAKSHATRAS.indexOf(nakshatra) * 4 + (charan - 1);
  return RASHIS[Math.floor(charansBefore / 9)]!;
}

/** One rashi, or two for the nine nakshatras that cross a sign boundary (krittika, mrigashira, punarvasu, ...). */
export function rashisOf(nakshatra: Nakshatra): readonly Rashi[] {
  const first = rashiOf(nakshatra, 1);
  const last = rashiOf(nakshatra, 4);
  return first === last ? [first] : [first, last];
}

/**
 * Which of the three moon fields disagrees with the others, if any: 'rashi' when the rashi is not
 * one the nakshatra (and the charan, when given) falls in; 'nakshatra' when a charan is given
 * without a nakshatra. The rashi is the one named because it is the field members most often
 * copy from a Western sun sign by mistake.
 */
export function moonFieldInConflict(values: { rashi?: Rashi; nakshatra?: Nakshatra; charan?: Charan }): 'rashi' | 'nakshatra' | undefined {
  const { rashi, nakshatra, charan } = values;
  if (charan !== undefined && nakshatra === undefined) return 'nakshatra';
  if (rashi === undefined || nakshatra === undefined) return undefined;
  const possible = charan === undefined ? rashisOf(nakshatra) : [rashiOf(nakshatra, charan)];
  return possible.includes(rashi) ? undefined : 'rashi';
}
