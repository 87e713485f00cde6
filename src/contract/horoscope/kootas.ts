import { GANAS, VASHYAS, VARNAS, YONIS, ganaOf, nadiOf, naturalRelation, rashiLordOf, varnaOf, vashyaOf, yoniOf } from './derived.js';
import type { Moon } from './moon-signs.js';
import { NAKSHATRAS, RASHIS } from './signs.js';

/*
 * The eight kootas of the ashtakoota match, each a function of the groom's and bride's moons.
 * Tables and the rules chosen where sources differ: docs/decisions/0036-horoscope-and-guna-milan.md.
 */

/** 1 when the groom's varna is at least the bride's. */
export function varnaPoints(groom: Moon, bride: Moon): number {
  return VARNAS.indexOf(varnaOf(groom.rashi)) <= VARNAS.indexOf(varnaOf(bride.rashi)) ? 1 : 0;
}

/** Rows the groom's group, columns the bride's, in VASHYAS order; symmetric as commonly published. */
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];
export function vashyaPoints(groom: Moon, bride: Moon): number {
  return VASHYA_POINTS[VASHYAS.indexOf(vashyaOf(groom.rashi))]![VASHYAS.indexOf(vashyaOf(bride.rashi))]!;
}

/**
 * Counting inclusively from one nakshatra to the other, the remainder by 9 names the tara; 3
 * (vipat), 5 (pratyari) and 7 (vadha) are inauspicious. 1.5 for each direction that is not.
 */
export function taraPoints(groom: Moon, bride: Moon): number {
  const favourable = (from: Moon, to: Moon) => {
    const count = ((NAKSHATRAS.indexOf(to.nakshatra) - NAKSHATRAS.indexOf(from.nakshatra) + 27) % 27) + 1;
    return ![3, 5, 7].includes(count % 9);
  };
  return (favourable(bride, groom) ? 1.5 : 0) + (favourable(groom, bride) ? 1.5 : 0);
}

/**
 * Symmetric, in YONIS order: 4 the same animal, 0 the seven sworn enemies (ashwa–mahisha,
 * gaja–simha, mesha–vanara, sarpa–nakula, shwan–mriga, marjara–mushaka, gau–vyaghra). Sarpa–mushaka,
 * enemies in some South Indian lists, score 1 here as in the North Indian table.
 */
const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 3, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [3, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];
export function yoniPoints(groom: Moon, bride: Moon): number {
  return YONI_POINTS[YONIS.indexOf(yoniOf(groom.nakshatra))]![YONIS.indexOf(yoniOf(bride.nakshatra))]!;
}

/**
 * From how each rashi lord regards the other: both friends (or one lord) 5, friend and neutral 4,
 * both neutral 3, friend and enemy 1, neutral and enemy 0.5, both enemies 0.
 */
export function grahaMaitriPoints(groom: Moon, bride: Moon): number {
  const a = rashiLordOf(groom.rashi);
  const b = rashiLordOf(bride.rashi);
  const pair = [naturalRelation(a, b), naturalRelation(b, a)].sort().join('+');
  const points: Record<string, number> = {
    'friend+friend': 5,
    'friend+neutral': 4,
    'neutral+neutral': 3,
    'enemy+friend': 1,
    'enemy+neutral': 0.5,
    'enemy+enemy': 0,
  };
  return points[pair]!;
}

/**
 * Rows the groom's gana, columns the bride's, in GANAS order, as the Marathi panchang texts and
 * most printed tables give it. Not symmetric: a deva bride with a manushya groom scores 5 (the
 * other way 6), a deva bride with a rakshasa groom 1 and a rakshasa bride with a deva groom 0.
 */
const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 6, 0],
  [5, 6, 0],
  [1, 0, 6],
];
export function ganaPoints(groom: Moon, bride: Moon): number {
  return GANA_POINTS[GANAS.indexOf(ganaOf(groom.nakshatra))]![GANAS.indexOf(ganaOf(bride.nakshatra))]!;
}

/** Counting inclusively from the bride's rashi to the groom's: 2/12, 5/9 and 6/8 apart are the dosha. */
export function bhakootPoints(groom: Moon, bride: Moon): number {
  const count = ((RASHIS.indexOf(groom.rashi) - RASHIS.indexOf(bride.rashi) + 12) % 12) + 1;
  return [2, 12, 5, 9, 6, 8].includes(count) ? 0 : 7;
}

/** The same nadi is the dosha. */
export function nadiPoints(groom: Moon, bride: Moon): number {
  return nadiOf(groom.nakshatra) === nadiOf(bride.nakshatra) ? 0 : 8;
}
