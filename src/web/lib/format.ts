import { indiaDateAndTime, todayInIndia } from '../../contract/dates.js';
import type { Language } from '../../contract/limits.js';

/** Shown where an optional profile value is empty (SPEC section 2, profile detail). */
export const NOT_AVAILABLE = 'NA';

// Indian digit grouping (12,34,567) comes only with the en-IN locale; mr-IN groups in thousands.
const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[,\s₹]/g, '');
  if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Rupees with Indian grouping and no decimals: '₹12,34,568'; 'NA' when there is no amount. */
export function formatInr(value: unknown): string {
  const amount = toNumber(value);
  return amount === null ? NOT_AVAILABLE : inr.format(amount);
}

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function dateFormat(language: Language): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) {
    // Latin digits in every language: dates and numbers read the same across the app.
    format = new Intl.DateTimeFormat(`${language}-IN-u-nu-latn`, {
      weekday: 'long',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(language, format);
  }
  return format;
}

/**
 * A calendar date (YYYY-MM-DD, or an ISO timestamp whose date part is used) as
 * 'Monday, 05 Jan 2024' (SPEC's 'dddd, DD MMM YYYY'), with names in the reader's language.
 */
export function formatDate(value: unknown, language: Language = 'en'): string {
  if (typeof value !== 'string') return NOT_AVAILABLE;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return NOT_AVAILABLE;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  const parts = Object.fromEntries(
    dateFormat(language)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  // SPEC's 'MMM' is three letters; India's English abbreviates September as 'Sept'.
  const month = language === 'en' ? ENGLISH_MONTHS[date.getUTCMonth()] : parts.month;
  return `${parts.weekday}, ${parts.day} ${month} ${parts.year}`;
}

/** An instant (ISO timestamp) as its day in India, where the product's days are reckoned. */
export function formatIndiaDay(value: unknown, language: Language = 'en'): string {
  if (typeof value !== 'string') return NOT_AVAILABLE;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? NOT_AVAILABLE : formatDate(todayInIndia(instant), language);
}

/** Each language's own words for before and after noon, so a time never mixes scripts. */
const DAY_PERIODS: Record<Language, [string, string]> = {
  en: ['am', 'pm'],
  hi: ['पूर्वाह्न', 'अपराह्न'],
  mr: ['म.पू.', 'म.उ.'],
};

/** A 24-hour 'HH:mm' time as 'hh:mm am' / 'hh:mm pm' (SPEC's 'hh:mm a'), in the reader's words. */
export function formatTime(value: unknown, language: Language = 'en'): string {
  if (typeof value !== 'string') return NOT_AVAILABLE;
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  if (!match) return NOT_AVAILABLE;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return NOT_AVAILABLE;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const [morning, afternoon] = DAY_PERIODS[language];
  return `${String(hour12).padStart(2, '0')}:${match[2]} ${hours < 12 ? morning : afternoon}`;
}

/** Text cut to `max` characters, with an ellipsis when something was cut. */
export function cutText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  // Array.from counts code points, so a Devanagari or emoji character is never split in half.
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/**
 * A loosely typed stored value (a profile field) as text: strings, numbers and booleans as they
 * are, anything else ('' for missing) as nothing, never '[object Object]'.
 */
export function storedText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The value as text, or 'NA' when it is missing or blank. */
export function orNotAvailable(value: unknown): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  const text = storedText(value).trim();
  return text === '' ? NOT_AVAILABLE : text;
}

/**
 * A moment (an ISO timestamp) as the date and time it was in India, in the reader's words:
 * 'Monday, 05 Jan 2024, 04:30 pm'.
 */
export function formatMoment(value: string, language: Language = 'en'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  const india = indiaDateAndTime(date);
  return `${formatDate(india.date, language)}, ${formatTime(india.time, language)}`;
}
