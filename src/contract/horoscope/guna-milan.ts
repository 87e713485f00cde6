import { bhakootDosha, manglikDosha, nadiDosha, type DoshaFinding } from './doshas.js';
import { bhakootPoints, ganaPoints, grahaMaitriPoints, nadiPoints, taraPoints, varnaPoints, vashyaPoints, yoniPoints } from './kootas.js';
import { MOON_SIGNS, moonSignCode, type Moon } from './moon-signs.js';
import { KOOTAS, type Koota } from './names.js';
import type { Manglik } from './signs.js';
import { lazily } from '../lazily.js';

export type { Moon } from './moon-signs.js';
export { DOSHA_CANCELLATIONS } from './names.js';
export { KOOTAS, type Koota } from './names.js';

interface KootaScore {
  koota: Koota;
  points: number;
  max: number;
}

export interface GunaMilan {
  kootas: KootaScore[];
  total: number;
  max: 36;
  doshas: DoshaFinding[];
}

const SCORERS: Record<Koota, (groom: Moon, bride: Moon) => number> = {
  varna: varnaPoints,
  vashya: vashyaPoints,
  tara: taraPoints,
  yoni: yoniPoints,
  grahaMaitri: grahaMaitriPoints,
  gana: ganaPoints,
  bhakoot: bhakootPoints,
  nadi: nadiPoints,
};

/**
 * The traditional ashtakoota match of two moons. The sides matter for varna and gana (tara and
 * vashya count both ways, so they come out the same either way round). A cancellation never changes the points: each dosha is
 * reported beside the total with the rule that cancels it, for the reader to weigh.
 */
export function gunaMilan(groom: Moon, bride: Moon, manglik?: { groom?: Manglik; bride?: Manglik }): GunaMilan {
  const kootas = KOOTAS.map((koota, index) => ({ koota, points: SCORERS[koota](groom, bride), max: index + 1 }));
  const points = (koota: Koota) => kootas.find((score) => score.koota === koota)!.points;
  const doshas: DoshaFinding[] = [];
  if (points('nadi') === 0) doshas.push(nadiDosha(groom, bride));
  if (points('bhakoot') === 0) doshas.push(bhakootDosha(groom, bride));
  const mangal = manglikDosha(manglik?.groom, manglik?.bride);
  if (mangal) doshas.push(mangal);
  return { kootas, total: kootas.reduce((sum, score) => sum + score.points, 0), max: 36, doshas };
}

/** Every total, rows the groom's MOON_SIGNS code, columns the bride's: made once, on first use. */
const totals = lazily(() => MOON_SIGNS.map((groom) => MOON_SIGNS.map((bride) => gunaMilan(groom, bride).total)));

/**
 * Codes (MOON_SIGNS indexes, ascending) of every partner moon whose total with `moon` is at least
 * `minimum`, `moon` being the groom's when `side` is 'groom'. None for a pair that is no moon sign.
 */
export function moonSignCodesScoring(moon: Moon, side: 'groom' | 'bride', minimum: number): number[] {
  const code = moonSignCode(moon.rashi, moon.nakshatra);
  if (code === undefined) return [];
  const table = totals();
  const codes: number[] = [];
  for (let partner = 0; partner < MOON_SIGNS.length; partner++) {
    const total = side === 'groom' ? table[code]![partner]! : table[partner]![code]!;
    if (total >= minimum) codes.push(partner);
  }
  return codes;
}
