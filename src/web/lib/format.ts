import { indiaDateAndTime, todayInIndia } from '../../contract/dates.js';
import type { Language } from '../../contract/limits.js';

/*
 * Each function answers undefined where there is nothing to show; the screen then says "not
 * given" in the reader's language ('NA' in English, as SPEC section 2 has it).
 */

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[,\s₹]/g, '');
  if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/*
 * Rupees, weekdays and months are written out here rather than asked of Intl: a page's first
 * number or date format costs a phone tens of milliseconds while the locale's data loads, on
 * every page the server draws and the browser hydrates. format.test.ts checks them against Intl.
 */

/** Whole rupees in India's grouping (12,34,567: thousands, then pairs), as Intl writes en-IN. */
function indianRupees(amount: number): string {
  // Halves round away from zero, as Intl does.
  const whole = Math.round(Math.abs(amount));
  const digits = String(whole);
  let head = digits.slice(0, -3);
  const groups = [digits.slice(-3)];
  while (head.length > 2) {
    groups.unshift(head.slice(-2));
    head = head.slice(0, -2);
  }
  if (head) groups.unshift(head);
  // A negative amount keeps its sign even when it rounds to nothing ('-₹0'), as with Intl.
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}₹${groups.join(',')}`;
}

/** Rupees with Indian grouping and no decimals: '₹12,34,568'. */
export function formatInr(value: number): string;
export function formatInr(value: unknown): string | undefined;
export function formatInr(value: unknown): string | undefined {
  const amount = toNumber(value);
  return amount === null ? undefined : indianRupees(amount);
}

/** Each language's weekday names in India, Sunday first. */
export const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  hi: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
  mr: ['रविवार', 'सोमवार', 'मंगळवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
};

/**
 * Each language's short month names in India. SPEC's 'MMM' is three letters: English keeps
 * 'Sep', where India's English abbreviates September as 'Sept'.
 */
export const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
  mr: ['जाने', 'फेब्रु', 'मार्च', 'एप्रि', 'मे', 'जून', 'जुलै', 'ऑग', 'सप्टें', 'ऑक्टो', 'नोव्हें', 'डिसें'],
};

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
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${WEEKDAYS[language][date.getUTCDay()]}, ${day} ${MONTHS[language][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
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
