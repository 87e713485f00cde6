import { indiaDateAndTime, todayInIndia } from '../../contract/dates.js';
import type { Language } from '../../contract/limits.js';
import { lazily } from '../../contract/lazily.js';

/*
 * Each function answers undefined where there is nothing to show; the screen then says "not
 * given" in the reader's language ('NA' in English, as SPEC section 2 has it).
 */

// Indian digit grouping (12,34,567) comes only with the en-IN locale; mr-IN groups in thousands.
const inr = lazily(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[,\s₹]/g, '');
  if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Rupees with Indian grouping and no decimals: '₹12,34,568'. */
export function formatInr(value: number): string;
export function formatInr(value: unknown): string | undefined;
export function formatInr(value: unknown): string | undefined {
  const amount = toNumber(value);
  return amount === null ? undefined : inr().format(amount);
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
export function formatDate(value: unknown, language: Language = 'en'): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return undefined;
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
export function formatIndiaDay(value: unknown, language: Language = 'en'): string | undefined {
  if (typeof value !== 'string') return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : formatDate(todayInIndia(instant), language);
}

/** Each language's own words for before and after noon, so a time never mixes scripts. */
const DAY_PERIODS: Record<Language, [string, string]> = {
  en: ['am', 'pm'],
  hi: ['पूर्वाह्न', 'अपराह्न'],
  mr: ['म.पू.', 'म.उ.'],
};

/** A 24-hour 'HH:mm' time as 'hh:mm am' / 'hh:mm pm' (SPEC's 'hh:mm a'), in the reader's words. */
export function formatTime(value: unknown, language: Language = 'en'): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return undefined;
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

/** A stored value as display text, or undefined when there is nothing worth showing. */
export function textOf(value: unknown): string | undefined {
  const text = storedText(value).trim();
  return text === '' ? undefined : text;
}

/**
 * An instant (ISO timestamp) as date and time in India, where the product's days are reckoned,
 * written like every other date and time of the app ('Monday, 05 Jan 2024, 09:30 am').
 */
export function formatInstant(value: unknown, language: Language = 'en'): string | undefined {
  const text = textOf(value);
  if (!text) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return undefined;
  const india = indiaDateAndTime(date);
  return `${formatDate(india.date, language)}, ${formatTime(india.time, language)}`;
}
