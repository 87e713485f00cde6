import { describe, expect, it } from 'vitest';
import { formatInstant } from './format.js';

describe('formatInstant', () => {
  it('writes an instant as the date and time in India, like every other date of the app', () => {
    // 04:00 UTC is 09:30 in India.
    expect(formatInstant('2024-09-02T04:00:00.000Z', 'en')).toBe('Monday, 02 Sep 2024, 09:30 am');
    // Late evening UTC is already the next day in India.
    expect(formatInstant('2024-01-04T20:00:00.000Z', 'en')).toBe('Friday, 05 Jan 2024, 01:30 am');
  });

  it('keeps Hindi and Marathi in their own script', () => {
    for (const language of ['hi', 'mr'] as const) {
      const text = formatInstant('2024-09-02T10:00:00.000Z', language)!;
      expect(text).toMatch(/2024/);
      expect(text).not.toMatch(/[A-Za-z]/);
    }
  });

  it('says nothing for nothing', () => {
    expect(formatInstant(undefined, 'en')).toBeUndefined();
    expect(formatInstant('', 'en')).toBeUndefined();
  });
});
