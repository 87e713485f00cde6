import { describe, expect, it } from 'vitest';
import { ageInYears, todayInIndia } from './dates.js';

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
