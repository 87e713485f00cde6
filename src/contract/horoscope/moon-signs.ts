import type { Nakshatra, Rashi } from './signs.js';

/** Where the moon stood at birth, as far as guna milan needs it: the charan changes no score. */
export interface Moon {
  rashi: Rashi;
  nakshatra: Nakshatra;
}

/**
 * The 36 valid (rashi, nakshatra) pairs, in zodiac order: 27 nakshatras, nine of them in two signs.
 * The index is stored in a database column, so never reorder, insert or remove: written out rather
 * than computed so that no change elsewhere can move a code.
 */
export const MOON_SIGNS: readonly Moon[] = [
  { rashi: 'mesha', nakshatra: 'ashwini' }, // 0
  { rashi: 'mesha', nakshatra: 'bharani' }, // 1
  { rashi: 'mesha', nakshatra: 'krittika' }, // 2
  { rashi: 'vrishabha', nakshatra: 'krittika' }, // 3
  { rashi: 'vrishabha', nakshatra: 'rohini' }, // 4
  { rashi: 'vrishabha', nakshatra: 'mrigashira' }, // 5
  { rashi: 'mithuna', nakshatra: 'mrigashira' }, // 6
  { rashi: 'mithuna', nakshatra: 'ardra' }, // 7
  { rashi: 'mithuna', nakshatra: 'punarvasu' }, // 8
  { rashi: 'karka', nakshatra: 'punarvasu' }, // 9
  { rashi: 'karka', nakshatra: 'pushya' }, // 10
  { rashi: 'karka', nakshatra: 'ashlesha' }, // 11
  { rashi: 'simha', nakshatra: 'magha' }, // 12
  { rashi: 'simha', nakshatra: 'purva-phalguni' }, // 13
  { rashi: 'simha', nakshatra: 'uttara-phalguni' }, // 14
  { rashi: 'kanya', nakshatra: 'uttara-phalguni' }, // 15
  { rashi: 'kanya', nakshatra: 'hasta' }, // 16
  { rashi: 'kanya', nakshatra: 'chitra' }, // 17
  { rashi: 'tula', nakshatra: 'chitra' }, // 18
  { rashi: 'tula', nakshatra: 'swati' }, // 19
  { rashi: 'tula', nakshatra: 'vishakha' }, // 20
  { rashi: 'vrishchika', nakshatra: 'vishakha' }, // 21
  { rashi: 'vrishchika', nakshatra: 'anuradha' }, // 22
  { rashi: 'vrishchika', nakshatra: 'jyeshtha' }, // 23
  { rashi: 'dhanu', nakshatra: 'mula' }, // 24
  { rashi: 'dhanu', nakshatra: 'purva-ashadha' }, // 25
  { rashi: 'dhanu', nakshatra: 'uttara-ashadha' }, // 26
  { rashi: 'makara', nakshatra: 'uttara-ashadha' }, // 27
  { rashi: 'makara', nakshatra: 'shravana' }, // 28
  { rashi: 'makara', nakshatra: 'dhanishta' }, // 29
  { rashi: 'kumbha', nakshatra: 'dhanishta' }, // 30
  { rashi: 'kumbha', nakshatra: 'shatabhisha' }, // 31
  { rashi: 'kumbha', nakshatra: 'purva-bhadrapada' }, // 32
  { rashi: 'meena', nakshatra: 'purva-bhadrapada' }, // 33
  { rashi: 'meena', nakshatra: 'uttara-bhadrapada' }, // 34
  { rashi: 'meena', nakshatra: 'revati' }, // 35
];

const codeOf = new Map(MOON_SIGNS.map((moon, code) => [`${moon.rashi}/${moon.nakshatra}`, code]));

/** The MOON_SIGNS index of the pair, or undefined when the nakshatra never falls in that rashi. */
export function moonSignCode(rashi: Rashi, nakshatra: Nakshatra): number | undefined {
  return codeOf.get(`${rashi}/${nakshatra}`);
}
