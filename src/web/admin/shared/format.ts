import { TIME_ZONE } from '../../../contract/dates.js';

/** Money is always shown in rupees with Indian digit grouping (lakh, crore) and no paise. */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function formatInr(rupees: number): string {
  return inr.format(rupees);
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** Shown wherever a profile leaves a value out (SPEC section 2). */
export const NOT_AVAILABLE = 'NA';

/** A stored value as display text, or undefined when there is nothing worth showing. */
export function textOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

function localeOf(language: string): string {
  return `${language}-IN`;
}

/** A YYYY-MM-DD date as '05 Jan 1995' in the reader's language; anything else is shown as stored. */
export function formatDate(value: unknown, language: string): string | undefined {
  const text = textOf(value);
  if (!text) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return text;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(localeOf(language), {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** An instant (ISO timestamp) as date and time in India, where the product's days are reckoned. */
export function formatInstant(value: unknown, language: string): string | undefined {
  const text = textOf(value);
  if (!text) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(date);
}

/** 'HH:mm' as 'hh:mm am/pm' (SPEC section 9). */
export function formatTime(value: unknown): string | undefined {
  const text = textOf(value);
  if (!text) return undefined;
  const match = /^(\d{1,2}):(\d{2})/.exec(text);
  if (!match) return text;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'pm' : 'am';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(twelve).padStart(2, '0')}:${match[2]} ${suffix}`;
}

/** Yearly income as rupees when it is a number, as stored otherwise. */
export function formatIncome(value: unknown): string | undefined {
  const text = textOf(value);
  if (!text) return undefined;
  const amount = Number(text.replace(/[,\s]/g, ''));
  return Number.isFinite(amount) ? formatInr(amount) : text;
}
