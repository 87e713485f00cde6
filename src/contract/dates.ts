/** The product's calendar is India's: "today" and ages are reckoned in Asia/Kolkata. */
export const TIME_ZONE = 'Asia/Kolkata';

/** Lengths of time in milliseconds, for the whole product: one definition of each. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The last minute asked about and its date: time zones move dates on whole minutes only. */
let known = { minute: Number.NaN, date: '' };

/** Today's date in India as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  // The hot path asks many times a second; formatting in a time zone is the costly part.
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute !== known.minute) known = { minute, date: indiaDateAndTime(now).date };
  return known.date;
}

/**
 * The instant today began in India: midnight there is always 18:30 UTC of the day before (one
 * offset all year). The server counts "today" with it (the dashboard, the day's interests).
 */
export function startOfTodayInIndia(now: Date = new Date()): Date {
  return new Date(`${todayInIndia(now)}T00:00:00+05:30`);
}

/**
 * India keeps one offset all year (UTC+05:30, no daylight saving since 1945), so its date and
 * time are the UTC ones of the moment moved by it. Plain arithmetic: formatting in a time zone
 * makes the runtime load its zone data, tens of milliseconds on a phone's first use.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * MINUTE_MS;

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment's date and time in India, whatever the machine's own zone: `YYYY-MM-DD` and `HH:mm`. */
export function indiaDateAndTime(moment: Date): { date: string; time: string } {
  const india = new Date(moment.getTime() + INDIA_OFFSET_MS);
  return {
    date: `${india.getUTCFullYear()}-${pad(india.getUTCMonth() + 1)}-${pad(india.getUTCDate())}`,
    time: `${pad(india.getUTCHours())}:${pad(india.getUTCMinutes())}`,
  };
}

/** True when `value` is a real calendar date written as YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Age in whole years on `today` (both YYYY-MM-DD); a birthday counts from its day. */
export function ageInYears(dateOfBirth: string, today: string = todayInIndia()): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** The YYYY-MM-DD date `years` years before `today`, clamped to the month's end. */
/**
 * The birth dates of someone aged from `min` to `max` years today, either bound open: born on or
 * before `bornBy` (the day the youngest age is reached) and after `bornAfter` (the day past the
 * oldest). The listing's age filter, the matches view's and the age a member prefers all test it.
 */
export function birthDatesAged(today: string, age: { min?: number; max?: number }): { bornBy?: string; bornAfter?: string } {
  return {
    bornBy: age.min === undefined ? undefined : yearsBefore(today, age.min),
    bornAfter: age.max === undefined ? undefined : yearsBefore(today, age.max + 1),
  };
}

export function yearsBefore(today: string, years: number): string {
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const year = ty - years;
  const lastDay = new Date(Date.UTC(year, tm, 0)).getUTCDate();
  const day = Math.min(td, lastDay);
  return `${String(year).padStart(4, '0')}-${String(tm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
