import { describe, expect, it } from 'vitest';
import { DOSHA_CANCELLATIONS, KOOTAS, gunaMilan, moonSignCodesScoring, type GunaMilan, type Moon } from './guna-milan.js';
import { MOON_SIGNS } from './moon-signs.js';

const points = (result: GunaMilan) => Object.fromEntries(result.kootas.map((score) => [score.koota, score.points]));

describe('gunaMilan, worked examples', () => {
  it('two moons in one nakshatra: 28 points, all but nadi, whose dosha nothing here cancels', () => {
    const moon: Moon = { rashi: 'mesha', nakshatra: 'ashwini' };
    const result = gunaMilan(moon, moon);
    expect(points(result)).toEqual({ varna: 1, vashya: 2, tara: 3, yoni: 4, grahaMaitri: 5, gana: 6, bhakoot: 7, nadi: 0 });
    expect(result.total).toBe(28);
    expect(result.doshas).toEqual([{ dosha: 'nadi' }]);
  });

  it('ashwini groom, bharani bride (both mesha): 34', () => {
    const result = gunaMilan({ rashi: 'mesha', nakshatra: 'ashwini' }, { rashi: 'mesha', nakshatra: 'bharani' });
    expect(points(result)).toEqual({ varna: 1, vashya: 2, tara: 3, yoni: 2, grahaMaitri: 5, gana: 6, bhakoot: 7, nadi: 8 });
    expect(result.total).toBe(34);
    expect(result.doshas).toEqual([]);
  });

  it('magha (simha) groom, shravana (makara) bride: 6, with nadi and bhakoot doshas uncancelled', () => {
    const result = gunaMilan({ rashi: 'simha', nakshatra: 'magha' }, { rashi: 'makara', nakshatra: 'shravana' });
    expect(points(result)).toEqual({ varna: 1, vashya: 0.5, tara: 1.5, yoni: 2, grahaMaitri: 0, gana: 1, bhakoot: 0, nadi: 0 });
    expect(result.total).toBe(6);
    expect(result.doshas).toEqual([{ dosha: 'nadi' }, { dosha: 'bhakoot' }]);
  });

  it('gana depends on the side: deva bride with manushya groom 5, the other way 6', () => {
    const deva: Moon = { rashi: 'mesha', nakshatra: 'ashwini' };
    const manushya: Moon = { rashi: 'mesha', nakshatra: 'bharani' };
    expect(points(gunaMilan(manushya, deva)).gana).toBe(5);
    expect(points(gunaMilan(deva, manushya)).gana).toBe(6);
  });

  it('gana as the Marathi texts give it, groom first: deva with rakshasa bride 0, rakshasa with deva bride 1', () => {
    // "वराचा देवगण व वधूचा मनुष्यगण यांचे देखील सहा गुण; वराचा मनुष्यगण आणि वधूचा देवगण असेल तर पांच
    // गुण. वराचा राक्षसगण व वधूचा देवगण असेल तर एक गुण. वराचा देवगण आणि वधूचा राक्षसगण असेल तर शून्य
    // गुण" (transliteral.org, the Marathi guna milan text, page z80519063539); the same table, boy
    // first, at astropankajseth.co.in/2015/03/gana-matching-in-horoscope.
    const deva: Moon = { rashi: 'mesha', nakshatra: 'ashwini' };
    const manushya: Moon = { rashi: 'mesha', nakshatra: 'bharani' };
    const rakshasa: Moon = { rashi: 'mesha', nakshatra: 'krittika' };
    const gana = (groom: Moon, bride: Moon) => points(gunaMilan(groom, bride)).gana;
    expect([gana(deva, deva), gana(deva, manushya), gana(deva, rakshasa)]).toEqual([6, 6, 0]);
    expect([gana(manushya, deva), gana(manushya, manushya), gana(manushya, rakshasa)]).toEqual([5, 6, 0]);
    expect([gana(rakshasa, deva), gana(rakshasa, manushya), gana(rakshasa, rakshasa)]).toEqual([1, 0, 6]);
  });

  it('a published worked example: Purva Ashadha 3 (dhanu) groom, Ardra 2 (mithuna) bride, koota by koota', () => {
    // telugusourabham.blogspot.com/2012/12/blog-post_20.html prints varna 1, vashya 2, tara 3, yoni 2,
    // graha maitri ½, gana 6, bhakoot 7, nadi 8: 29½. It counts tara from the bride's star only (the
    // South Indian reading); counted both ways, as here, Ardra is 14th from Purva Ashadha (pratyari),
    // so tara is 1.5 and the total 28. Every other koota is as printed.
    const result = gunaMilan({ rashi: 'dhanu', nakshatra: 'purva-ashadha' }, { rashi: 'mithuna', nakshatra: 'ardra' });
    expect(points(result)).toEqual({ varna: 1, vashya: 2, tara: 1.5, yoni: 2, grahaMaitri: 0.5, gana: 6, bhakoot: 7, nadi: 8 });
    expect(result.total).toBe(29.5 - 1.5);
  });

  it('varna depends on the side: a brahmin bride needs a brahmin groom', () => {
    const brahmin: Moon = { rashi: 'karka', nakshatra: 'pushya' };
    const kshatriya: Moon = { rashi: 'simha', nakshatra: 'magha' };
    expect(points(gunaMilan(kshatriya, brahmin)).varna).toBe(0);
    expect(points(gunaMilan(brahmin, kshatriya)).varna).toBe(1);
  });

  it('tara: 3/5/7 from either side loses that side its 1.5', () => {
    // Krittika is 3rd from ashwini (vipat); ashwini is 26th from krittika, 26 mod 9 = 8 (fine).
    expect(points(gunaMilan({ rashi: 'mesha', nakshatra: 'krittika' }, { rashi: 'mesha', nakshatra: 'ashwini' })).tara).toBe(1.5);
  });
});

describe('gunaMilan, doshas and their cancellations', () => {
  it('nadi: same rashi, different nakshatra', () => {
    const result = gunaMilan({ rashi: 'mithuna', nakshatra: 'ardra' }, { rashi: 'mithuna', nakshatra: 'punarvasu' });
    expect(points(result).nadi).toBe(0);
    expect(result.doshas).toContainEqual({ dosha: 'nadi', cancelledBy: 'same-rashi-different-nakshatra' });
  });

  it('nadi: same nakshatra, different rashi', () => {
    const result = gunaMilan({ rashi: 'mesha', nakshatra: 'krittika' }, { rashi: 'vrishabha', nakshatra: 'krittika' });
    expect(result.doshas).toContainEqual({ dosha: 'nadi', cancelledBy: 'same-nakshatra-different-rashi' });
  });

  it('nadi and bhakoot (6/8): mesha and vrishchika share Mangala', () => {
    const result = gunaMilan({ rashi: 'mesha', nakshatra: 'ashwini' }, { rashi: 'vrishchika', nakshatra: 'jyeshtha' });
    expect(points(result)).toMatchObject({ nadi: 0, bhakoot: 0 });
    expect(result.doshas).toEqual([
      { dosha: 'nadi', cancelledBy: 'same-rashi-lord' },
      { dosha: 'bhakoot', cancelledBy: 'same-rashi-lord' },
    ]);
    // The points stay: a cancellation is reported, never added back.
    expect(result.total).toBe(result.kootas.reduce((sum, score) => sum + score.points, 0));
  });

  it('bhakoot (6/8): simha and meena, Surya and Guru friends each of the other', () => {
    const result = gunaMilan({ rashi: 'simha', nakshatra: 'magha' }, { rashi: 'meena', nakshatra: 'revati' });
    expect(points(result).bhakoot).toBe(0);
    expect(result.doshas).toContainEqual({ dosha: 'bhakoot', cancelledBy: 'friendly-lords' });
  });

  it('manglik: one side against a no is the dosha, both sides cancel it, unknown finds nothing', () => {
    const a: Moon = { rashi: 'mesha', nakshatra: 'ashwini' };
    const b: Moon = { rashi: 'mesha', nakshatra: 'bharani' };
    const manglik = (groom?: 'yes' | 'no' | 'partial' | 'unknown', bride?: 'yes' | 'no' | 'partial' | 'unknown') =>
      gunaMilan(a, b, { groom, bride }).doshas.filter((finding) => finding.dosha === 'manglik');
    expect(manglik('yes', 'no')).toEqual([{ dosha: 'manglik' }]);
    expect(manglik('no', 'partial')).toEqual([{ dosha: 'manglik' }]);
    expect(manglik('yes', 'partial')).toEqual([{ dosha: 'manglik', cancelledBy: 'both-manglik' }]);
    expect(manglik('yes', 'unknown')).toEqual([]);
    expect(manglik('yes', undefined)).toEqual([]);
    expect(manglik('no', 'no')).toEqual([]);
    expect(gunaMilan(a, b).doshas).toEqual([]);
  });
});

describe('gunaMilan over all 36 × 36 moon signs', () => {
  const all = MOON_SIGNS.flatMap((groom) => MOON_SIGNS.map((bride) => ({ groom, bride, result: gunaMilan(groom, bride) })));

  it('keeps every koota within 0..max and the total within 0..36', () => {
    for (const { result } of all) {
      expect(result.kootas.map((score) => score.koota)).toEqual([...KOOTAS]);
      result.kootas.forEach((score, index) => {
        expect(score.max).toBe(index + 1);
        expect(score.points).toBeGreaterThanOrEqual(0);
        expect(score.points).toBeLessThanOrEqual(score.max);
      });
      expect(result.total).toBeGreaterThanOrEqual(0);
      expect(result.total).toBeLessThanOrEqual(36);
      for (const finding of result.doshas) if (finding.cancelledBy) expect(DOSHA_CANCELLATIONS).toContain(finding.cancelledBy);
    }
  });

  it('is symmetric for vashya, tara, yoni, graha maitri, bhakoot and nadi; not for varna and gana', () => {
    const symmetric = ['vashya', 'tara', 'yoni', 'grahaMaitri', 'bhakoot', 'nadi'];
    const asymmetric = new Set<string>();
    for (const { groom, bride, result } of all) {
      const other = points(gunaMilan(bride, groom));
      for (const score of result.kootas) {
        if (symmetric.includes(score.koota)) expect(other[score.koota], `${score.koota}`).toBe(score.points);
        else if (other[score.koota] !== score.points) asymmetric.add(score.koota);
      }
    }
    expect([...asymmetric].sort()).toEqual(['gana', 'varna']);
  });
});

describe('moonSignCodesScoring', () => {
  it('agrees with gunaMilan for every moon, side and minimum', () => {
    const minimums = [-1, ...Array.from({ length: 73 }, (_, i) => i / 2), 36.5];
    for (const [code, moon] of MOON_SIGNS.entries()) {
      const asGroom = MOON_SIGNS.map((partner) => gunaMilan(moon, partner).total);
      const asBride = MOON_SIGNS.map((partner) => gunaMilan(partner, moon).total);
      for (const minimum of minimums) {
        const want = (totals: number[]) => totals.flatMap((total, partner) => (total >= minimum ? [partner] : []));
        expect(moonSignCodesScoring(moon, 'groom', minimum), `${code} groom ${minimum}`).toEqual(want(asGroom));
        expect(moonSignCodesScoring(moon, 'bride', minimum), `${code} bride ${minimum}`).toEqual(want(asBride));
      }
    }
  });

  it('finds nothing for a pair that is no moon sign', () => {
    expect(moonSignCodesScoring({ rashi: 'meena', nakshatra: 'ashwini' }, 'groom', 0)).toEqual([]);
  });
});
