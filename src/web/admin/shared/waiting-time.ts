import type { Language } from '../../../contract/limits.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long something has waited, in the reader's language ('3 days ago', '३ दिवसांपूर्वी'): minutes
 * within the hour, hours within two days, days after that.
 */
export function waitedSince(since: string, language: Language, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(since).getTime());
  const format = new Intl.RelativeTimeFormat(`${language}-IN-u-nu-latn`, { numeric: 'auto' });
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < 2 * DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-Math.floor(elapsed / DAY), 'day');
}
