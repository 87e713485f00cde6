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

/** Whether a stored value is a nakshatra's key (what the server stores for any name it reads). */
export const isNakshatra = (value: unknown): value is Nakshatra => NAKSHATRAS.includes(value as Nakshatra);

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
