import { naturalRelation, rashiLordOf } from './derived.js';
import type { Moon } from './moon-signs.js';
import type { Cancellation, Dosha } from './names.js';
import type { Manglik } from './signs.js';

export interface DoshaFinding {
  dosha: Dosha;
  /** The rule that cancels it, when one applies. */
  cancelledBy?: Cancellation;
}

function finding(dosha: Dosha, cancelledBy: Cancellation | undefined): DoshaFinding {
  return cancelledBy === undefined ? { dosha } : { dosha, cancelledBy };
}

/**
 * Nadi dosha is cancelled when the moons share a rashi but not a nakshatra, share a nakshatra
 * across two rashis, or sit in two rashis of one lord. The same rashi and nakshatra cancel nothing
 * here: the texts then look at the charans, which the match does not take.
 */
export function nadiDosha(groom: Moon, bride: Moon): DoshaFinding {
  const sameRashi = groom.rashi === bride.rashi;
  const sameNakshatra = groom.nakshatra === bride.nakshatra;
  if (sameRashi && !sameNakshatra) return finding('nadi', 'same-rashi-different-nakshatra');
  if (sameNakshatra && !sameRashi) return finding('nadi', 'same-nakshatra-different-rashi');
  if (!sameRashi && rashiLordOf(groom.rashi) === rashiLordOf(bride.rashi)) return finding('nadi', 'same-rashi-lord');
  return finding('nadi', undefined);
}

/** Bhakoot dosha is cancelled when both rashis have one lord, or their lords are friends each of the other. */
export function bhakootDosha(groom: Moon, bride: Moon): DoshaFinding {
  const a = rashiLordOf(groom.rashi);
  const b = rashiLordOf(bride.rashi);
  if (a === b) return finding('bhakoot', 'same-rashi-lord');
  if (naturalRelation(a, b) === 'friend' && naturalRelation(b, a) === 'friend') return finding('bhakoot', 'friendly-lords');
  return finding('bhakoot', undefined);
}

/**
 * 'yes' and 'partial' both count as manglik. One manglik side against a 'no' is the dosha; two
 * manglik sides cancel it; 'unknown' or a missing answer on either side finds nothing, since the
 * dosha cannot be told from the moon alone.
 */
export function manglikDosha(groom: Manglik | undefined, bride: Manglik | undefined): DoshaFinding | undefined {
  const isManglik = (value: Manglik | undefined) => value === 'yes' || value === 'partial';
  if (isManglik(groom) && isManglik(bride)) return finding('manglik', 'both-manglik');
  if ((isManglik(groom) && bride === 'no') || (groom === 'no' && isManglik(bride))) return finding('manglik', undefined);
  return undefined;
}
