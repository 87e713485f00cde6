import { TIME_ZONE } from '../../../contract/dates.js';

/** Counts use Indian digit grouping (1,23,456), like the rupee amounts beside them. */
const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return count.format(value);
}

/** A stored value as display text, or undefined when there is nothing worth showing. */
export function textOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** An instant (ISO timestamp) as date and time in India, where the product's days are reckoned. */
export function formatInstant(value: unknown, language: string): string | undefined {
  const text = textOf(value);
  if (!text) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  return new Intl.DateTimeFormat(`${language}-IN-u-nu-latn`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(date);
}
