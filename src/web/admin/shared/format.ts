import { TIME_ZONE } from '../../../contract/dates.js';
import type { Language } from '../../../contract/limits.js';
import { formatDate, formatTime, storedText } from '../../lib/format.js';

/** Counts use Indian digit grouping (1,23,456), like the rupee amounts beside them. */
const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return count.format(value);
}

/** A stored value as display text, or undefined when there is nothing worth showing. */
export function textOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = storedText(value).trim();
  return text === '' ? undefined : text;
}

const indiaClock = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/**
 * An instant (ISO timestamp) as date and time in India, where the product's days are reckoned,
 * written like every other date and time of the app ('Monday, 05 Jan 2024, 09:30 am').
 */
export function formatInstant(value: unknown, language: Language): string | undefined {
  const text = textOf(value);
  if (!text) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  const part = Object.fromEntries(indiaClock.formatToParts(date).map((p) => [p.type, p.value]));
  return `${formatDate(`${part.year}-${part.month}-${part.day}`, language)}, ${formatTime(`${part.hour}:${part.minute}`, language)}`;
}
