import type { Moon } from './guna-milan.js';
import { moonSignCode } from './moon-signs.js';
import { parseNakshatra, parseRashi } from './parse.js';
import { rashisOf } from './signs.js';

/**
 * A profile's moon as guna milan reads it, from its stored basic details: both rashi and nakshatra
 * named and in agreement, or nothing (free text nobody can read, or a pair saved before the rule).
 */
export function moonOf(basic: { rashi?: unknown; nakshatra?: unknown } | null | undefined): Moon | undefined {
  const rashi = typeof basic?.rashi === 'string' ? parseRashi(basic.rashi) : undefined;
  const nakshatra = typeof basic?.nakshatra === 'string' ? parseNakshatra(basic.nakshatra) : undefined;
  if (!rashi || !nakshatra || !rashisOf(nakshatra).includes(rashi)) return undefined;
  return { rashi, nakshatra };
}

/** The moon's code as the listing's column holds it (MOON_SIGNS index), or null. */
export function moonSignCodeOf(basic: { rashi?: unknown; nakshatra?: unknown } | null | undefined): number | null {
  const moon = moonOf(basic);
  return moon ? (moonSignCode(moon.rashi, moon.nakshatra) ?? null) : null;
}
