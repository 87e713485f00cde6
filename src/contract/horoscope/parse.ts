import { NAKSHATRA_SPELLINGS, RASHI_SPELLINGS } from './spellings.js';
import type { Nakshatra, Rashi } from './signs.js';

/*
 * Reading what members typed for their moon sign and birth star. Apart from signs.ts, so the
 * spellings reach only the code that reads free text (the profile's schema, the server), not every
 * page that shows a stored key.
 */

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
