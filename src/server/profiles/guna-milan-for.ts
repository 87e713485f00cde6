import type { GunaMilanAnswer } from '../../contract/horoscope/answer.js';
import { gunaMilan } from '../../contract/horoscope/guna-milan.js';
import { moonOf } from '../../contract/horoscope/moon-of.js';
import { MANGLIK, type Manglik } from '../../contract/horoscope/signs.js';

interface Side {
  gender: string | null;
  userDetails: unknown;
}

const basicOf = (side: Side) =>
  (side.userDetails as { basicDetails?: { rashi?: unknown; nakshatra?: unknown; manglik?: unknown } } | null)?.basicDetails;
const manglikOf = (side: Side): Manglik | undefined => {
  const value = basicOf(side)?.manglik;
  return MANGLIK.find((known) => known === value);
};

/**
 * Guna milan between a viewer and a profile they may see, or undefined when either lacks a
 * readable rashi and nakshatra, or the two are not a groom and a bride (the match counts from one
 * to the other).
 */
export function gunaMilanFor(viewer: Side, profile: Side): GunaMilanAnswer | undefined {
  const viewerMoon = moonOf(basicOf(viewer));
  const profileMoon = moonOf(basicOf(profile));
  if (!viewerMoon || !profileMoon) return undefined;
  const viewerSide =
    viewer.gender === 'Male' && profile.gender === 'Female'
      ? 'groom'
      : viewer.gender === 'Female' && profile.gender === 'Male'
        ? 'bride'
        : undefined;
  if (!viewerSide) return undefined;
  const [groom, bride] = viewerSide === 'groom' ? [viewer, profile] : [profile, viewer];
  const match = gunaMilan(viewerSide === 'groom' ? viewerMoon : profileMoon, viewerSide === 'groom' ? profileMoon : viewerMoon, {
    groom: manglikOf(groom),
    bride: manglikOf(bride),
  });
  return { viewerSide, kootas: match.kootas, total: match.total, max: 36, doshas: match.doshas };
}
