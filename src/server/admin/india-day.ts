import { todayInIndia } from '../../contract/dates.js';

/**
 * The instant today began in India. India keeps one offset all year (no daylight saving), so
 * midnight there is always 18:30 UTC of the day before.
 */
export function startOfTodayInIndia(now: Date = new Date()): Date {
  return new Date(`${todayInIndia(now)}T00:00:00+05:30`);
}
