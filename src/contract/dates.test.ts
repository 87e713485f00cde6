import { describe, expect, it } from 'vitest';
import { ageInYears, birthDatesAged, indiaDateAndTime, TIME_ZONE, todayInIndia } from './dates.js';

describe('today in India', () => {
  it('turns at midnight in India, 18:30 UTC, whatever was asked before', () => {
    const before = new Date('2026-01-01T18:29:59.999Z');
    const after = new Date('2026-01-01T18:30:00.000Z');
    expect(todayInIndia(before)).toBe('2026-01-01');
    expect(todayInIndia(after)).toBe('2026-01-02');
    // Asked out of order, within the same minute and across minutes.
    expect(todayInIndia(new Date('2026-01-01T18:29:00.000Z'))).toBe('2026-01-01');
    expect(todayInIndia(after)).toBe('2026-01-02');
    expect(todayInIndia(new Date('2025-06-30T20:00:00.000Z'))).toBe('2025-07-01');
    expect(todayInIndia(before)).toBe('2026-01-01');
  });

  it('gives ages as of that day', () => {
    expect(ageInYears('2000-01-02', todayInIndia(new Date('2026-01-01T18:29:00.000Z')))).toBe(25);
    expect(ageInYears('2000-01-02', todayInIndia(new Date('2026-01-01T18:30:00.000Z')))).toBe(26);
  });
});

describe("a moment's date and time in India", () => {
  const byIntl = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  it("matches the time zone's own reckoning, across days, months, years and leap days", () => {
    const moments = [Date.UTC(2024, 1, 28, 18, 29), Date.UTC(2024, 1, 28, 18, 30), Date.UTC(2025, 11, 31, 18, 30), Date.UTC(1970, 0, 1)];
    // A moment every 7 hours and 13 minutes over three years, so every hour of the day comes round.
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2027, 0, 1); at += (7 * 60 + 13) * 60_000) moments.push(at);
    for (const at of moments) {
      const part = Object.fromEntries(byIntl.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
      expect(indiaDateAndTime(new Date(at))).toEqual({
        date: `${part.year}-${part.month}-${part.day}`,
        time: `${part.hour}:${part.minute}`,
      });
    }
  });
});

describe('birthDatesAged', () => {
  it('bounds the birth dates of an age range, either end open, a leap day falling back', () => {
    // Aged 18 to 23 on 29 November 2026: 18 reached by 29 Nov 2008, 24 not reached: born after 29 Nov 2002.
    expect(birthDatesAged('2026-11-29', { min: 18, max: 23 })).toEqual({ bornBy: '2008-11-29', bornAfter: '2002-11-29' });
    expect(birthDatesAged('2026-11-29', { min: 30 })).toEqual({ bornBy: '1996-11-29', bornAfter: undefined });
    expect(birthDatesAged('2026-11-29', { max: 29 })).toEqual({ bornBy: undefined, bornAfter: '1996-11-29' });
    expect(birthDatesAged('2024-02-29', { min: 1, max: 1 })).toEqual({ bornBy: '2023-02-28', bornAfter: '2022-02-28' });
  });
});
