import { describe, expect, it } from 'vitest';
import { MOON_SIGNS, moonSignCode } from './moon-signs.js';
import { parseNakshatra, parseRashi } from './parse.js';
import { CHARANS, NAKSHATRAS, RASHIS, moonFieldInConflict, rashiOf, rashisOf } from './signs.js';

describe('parseRashi', () => {
  it.each([
    ['mesha', 'mesha'],
    ['Mesh', 'mesha'],
    ['Vrushabh', 'vrishabha'],
    ['Mithun', 'mithuna'],
    ['Kark', 'karka'],
    ['Sinha', 'simha'],
    ['Kanya', 'kanya'],
    ['Tula', 'tula'],
    ['Vrushchik', 'vrishchika'],
    ['Dhanu', 'dhanu'],
    ['Makar', 'makara'],
    ['Kumbh', 'kumbha'],
    ['Meen', 'meena'],
    ['Aries', 'mesha'],
    ['  SCORPIO. ', 'vrishchika'],
    ['Pisces!', 'meena'],
    ['मेष', 'mesha'],
    ['वृषभ', 'vrishabha'],
    ['मिथुन', 'mithuna'],
    ['कर्क', 'karka'],
    ['सिंह', 'simha'],
    ['कन्या', 'kanya'],
    ['तूळ', 'tula'],
    ['तुला', 'tula'],
    ['वृश्चिक', 'vrishchika'],
    ['धनु', 'dhanu'],
    ['मकर', 'makara'],
    ['कुंभ', 'kumbha'],
    ['मीन', 'meena'],
  ])('%s is %s', (text, rashi) => {
    expect(parseRashi(text)).toBe(rashi);
  });

  it('knows every key, and nothing else', () => {
    for (const rashi of RASHIS) expect(parseRashi(rashi)).toBe(rashi);
    expect(parseRashi(undefined)).toBeUndefined();
    expect(parseRashi('')).toBeUndefined();
    expect(parseRashi('Ophiuchus')).toBeUndefined();
    expect(parseRashi('ashwini')).toBeUndefined();
  });
});

describe('parseNakshatra', () => {
  it.each([
    ['Ashwini', 'ashwini'],
    ['Mrugashira', 'mrigashira'],
    ['Mrigashirsha', 'mrigashira'],
    ['Shravan', 'shravana'],
    ['Shatatara', 'shatabhisha'],
    ['Shatabhisha', 'shatabhisha'],
    ['Purva Bhadrapada', 'purva-bhadrapada'],
    ['purva-bhadrapada', 'purva-bhadrapada'],
    ['Uttara Ashadha', 'uttara-ashadha'],
    ['Uttarashadha', 'uttara-ashadha'],
    ['Moola', 'mula'],
    ['Jyeshta', 'jyeshtha'],
    ['Dhanishtha', 'dhanishta'],
    ['P. Phalguni', undefined],
    ['  PURVA   PHALGUNI,', 'purva-phalguni'],
    ['अश्विनी', 'ashwini'],
    ['भरणी', 'bharani'],
    ['कृत्तिका', 'krittika'],
    ['रोहिणी', 'rohini'],
    ['मृगशिरा', 'mrigashira'],
    ['मृग', 'mrigashira'],
    ['आर्द्रा', 'ardra'],
    ['पुनर्वसु', 'punarvasu'],
    ['पुष्य', 'pushya'],
    ['आश्लेषा', 'ashlesha'],
    ['मघा', 'magha'],
    ['पूर्वा फाल्गुनी', 'purva-phalguni'],
    ['उत्तरा फाल्गुनी', 'uttara-phalguni'],
    ['हस्त', 'hasta'],
    ['चित्रा', 'chitra'],
    ['स्वाती', 'swati'],
    ['विशाखा', 'vishakha'],
    ['अनुराधा', 'anuradha'],
    ['ज्येष्ठा', 'jyeshtha'],
    ['मूळ', 'mula'],
    ['मूल', 'mula'],
    ['पूर्वाषाढा', 'purva-ashadha'],
    ['उत्तराषाढा', 'uttara-ashadha'],
    ['श्रवण', 'shravana'],
    ['धनिष्ठा', 'dhanishta'],
    ['शततारका', 'shatabhisha'],
    ['शतभिषा', 'shatabhisha'],
    ['पूर्वा भाद्रपदा', 'purva-bhadrapada'],
    ['उत्तरा भाद्रपदा', 'uttara-bhadrapada'],
    ['रेवती।', 'revati'],
  ])('%s is %s', (text, nakshatra) => {
    expect(parseNakshatra(text)).toBe(nakshatra);
  });

  it('knows every key, and nothing else', () => {
    for (const nakshatra of NAKSHATRAS) expect(parseNakshatra(nakshatra)).toBe(nakshatra);
    expect(parseNakshatra(undefined)).toBeUndefined();
    expect(parseNakshatra('Abhijit')).toBeUndefined();
    expect(parseNakshatra('mesha')).toBeUndefined();
  });
});

describe('rashiOf and rashisOf', () => {
  it('puts nine charans in each rashi, in zodiac order', () => {
    const all = NAKSHATRAS.flatMap((nakshatra) => CHARANS.map((charan) => rashiOf(nakshatra, charan)));
    expect(all).toEqual(RASHIS.flatMap((rashi) => Array<string>(9).fill(rashi)));
  });

  it('gives two rashis for exactly the nine nakshatras that cross a boundary', () => {
    const crossing = NAKSHATRAS.filter((nakshatra) => rashisOf(nakshatra).length === 2);
    expect(crossing).toEqual([
      'krittika',
      'mrigashira',
      'punarvasu',
      'uttara-phalguni',
      'chitra',
      'vishakha',
      'uttara-ashadha',
      'dhanishta',
      'purva-bhadrapada',
    ]);
    expect(rashisOf('krittika')).toEqual(['mesha', 'vrishabha']);
    expect([1, 2, 3, 4].map((charan) => rashiOf('krittika', charan as 1))).toEqual(['mesha', 'vrishabha', 'vrishabha', 'vrishabha']);
    expect([1, 2, 3, 4].map((charan) => rashiOf('punarvasu', charan as 1))).toEqual(['mithuna', 'mithuna', 'mithuna', 'karka']);
    expect([1, 2, 3, 4].map((charan) => rashiOf('mrigashira', charan as 1))).toEqual(['vrishabha', 'vrishabha', 'mithuna', 'mithuna']);
    expect(rashisOf('revati')).toEqual(['meena']);
  });
});

describe('moonFieldInConflict', () => {
  it.each([
    [{}, undefined],
    [{ rashi: 'mesha' }, undefined],
    [{ nakshatra: 'krittika' }, undefined],
    [{ nakshatra: 'krittika', charan: 2 }, undefined],
    [{ rashi: 'mesha', nakshatra: 'krittika' }, undefined],
    [{ rashi: 'vrishabha', nakshatra: 'krittika' }, undefined],
    [{ rashi: 'mithuna', nakshatra: 'krittika' }, 'rashi'],
    [{ rashi: 'mesha', nakshatra: 'krittika', charan: 1 }, undefined],
    [{ rashi: 'mesha', nakshatra: 'krittika', charan: 2 }, 'rashi'],
    [{ charan: 3 }, 'nakshatra'],
    [{ rashi: 'mesha', charan: 3 }, 'nakshatra'],
  ] as const)('%o is %s', (values, field) => {
    expect(moonFieldInConflict(values)).toBe(field);
  });
});

describe('MOON_SIGNS', () => {
  it('lists the 36 pairs the charans make, in zodiac order', () => {
    const pairs: string[] = [];
    for (const nakshatra of NAKSHATRAS) {
      for (const charan of CHARANS) {
        const pair = `${rashiOf(nakshatra, charan)}/${nakshatra}`;
        if (!pairs.includes(pair)) pairs.push(pair);
      }
    }
    expect(MOON_SIGNS.map((moon) => `${moon.rashi}/${moon.nakshatra}`)).toEqual(pairs);
  });

  it('keeps the codes stored in the database', () => {
    expect(moonSignCode('mesha', 'ashwini')).toBe(0);
    expect(moonSignCode('vrishabha', 'krittika')).toBe(3);
    expect(moonSignCode('meena', 'revati')).toBe(35);
    expect(moonSignCode('meena', 'ashwini')).toBeUndefined();
    MOON_SIGNS.forEach((moon, code) => expect(moonSignCode(moon.rashi, moon.nakshatra)).toBe(code));
  });
});
