import type { MessageKey } from './messages.js';

/**
 * Control, format and private-use characters, and halves of surrogate pairs: invisible or
 * unstorable characters that no member types on purpose. They break the database (NUL), reverse
 * what a reader sees (bidi overrides) or hide text (zero-width spaces).
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\u2028\u2029]/u;
/** Zero-width joiner and non-joiner shape Devanagari (a Marathi eyelash ra, say): they stay. */
const INDIC_JOINERS = new Set(['\u200C', '\u200D']);
const LINE_BREAKS = new Set(['\n', '\r', '\t']);

/** Why a text cannot be stored, or undefined when it can; `multiline` admits line breaks and tabs. */
export function plainTextProblem(value: string, multiline = false): MessageKey | undefined {
  for (const char of value) {
    if (INDIC_JOINERS.has(char) || (multiline && LINE_BREAKS.has(char))) continue;
    if (UNPRINTABLE.test(char)) return 'validation.plainText';
  }
  return undefined;
}

/** A name has at least one letter, in any script. */
export function hasLetter(value: string): boolean {
  return /\p{L}/u.test(value);
}

/** The first string anywhere in a parsed JSON value that could not be stored, for a body-wide guard. */
export function findUnprintable(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return plainTextProblem(value, true) ? value : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (plainTextProblem(key)) return key;
    const found = findUnprintable(child, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
