import { describe, expect, it } from 'vitest';
import { cutText, formatDate, formatIndiaDay, formatInr, formatInstant, formatTime, MONTHS, textOf, WEEKDAYS } from './format.js';

describe('formatInr', () => {
  it('groups digits the Indian way without decimals', () => {
    expect(formatInr(1234567)).toBe('₹12,34,567');
    expect(formatInr(500000)).toBe('₹5,00,000');
    expect(formatInr(999)).toBe('₹999');
    expect(formatInr(0)).toBe('₹0');
  });

  it('rounds away paise', () => {
    expect(formatInr(1234.6)).toBe('₹1,235');
  });

  it('reads numbers written as text', () => {
    expect(formatInr('750000')).toBe('₹7,50,000');
    expect(formatInr('7,50,000')).toBe('₹7,50,000');
  });

  it('says nothing when there is no amount', () => {
    expect(formatInr(undefined)).toBeUndefined();
    expect(formatInr('')).toBeUndefined();
    expect(formatInr('lots')).toBeUndefined();
    expect(formatInr(Number.NaN)).toBeUndefined();
  });
});

describe('formatDate', () => {
  it.each([
    ['2024-01-01', 'Monday, 01 Jan 2024'],
    ['2024-02-01', 'Thursday, 01 Feb 2024'],
    ['2024-03-01', 'Friday, 01 Mar 2024'],
    ['2024-04-01', 'Monday, 01 Apr 2024'],
    ['2024-05-01', 'Wednesday, 01 May 2024'],
    ['2024-06-01', 'Saturday, 01 Jun 2024'],
    ['2024-07-01', 'Monday, 01 Jul 2024'],
    ['2024-08-01', 'Thursday, 01 Aug 2024'],
    ['1987-09-01', 'Tuesday, 01 Sep 1987'],
    ['2024-10-01', 'Tuesday, 01 Oct 2024'],
    ['2024-11-01', 'Friday, 01 Nov 2024'],
    ['2024-12-01', 'Sunday, 01 Dec 2024'],
  ])('writes %s with a three-letter month: %s', (date, text) => {
    expect(formatDate(date)).toBe(text);
  });

  it("writes 'dddd, DD MMM YYYY' in English", () => {
    expect(formatDate('2024-01-01')).toBe('Monday, 01 Jan 2024');
    expect(formatDate('2024-01-05')).toBe('Friday, 05 Jan 2024');
    expect(formatDate('1995-12-25')).toBe('Monday, 25 Dec 1995');
  });

  it('uses the date part of a timestamp whatever the time zone', () => {
    expect(formatDate('2024-01-05T23:30:00.000Z')).toBe('Friday, 05 Jan 2024');
  });

  it('names the day and month in Hindi and Marathi with Latin digits', () => {
    expect(formatDate('2024-01-01', 'hi')).toMatch(/^सोमवार, 01 \S+ 2024$/);
    expect(formatDate('2024-01-01', 'mr')).toMatch(/^सोमवार, 01 \S+ 2024$/);
  });

  it('says nothing for anything that is not a date', () => {
    expect(formatDate(undefined)).toBeUndefined();
    expect(formatDate('')).toBeUndefined();
    expect(formatDate('05/01/2024')).toBeUndefined();
  });
});

describe('formatTime', () => {
  it("writes 'hh:mm am/pm'", () => {
    expect(formatTime('00:05')).toBe('12:05 am');
    expect(formatTime('09:30')).toBe('09:30 am');
    expect(formatTime('12:00')).toBe('12:00 pm');
    expect(formatTime('14:45')).toBe('02:45 pm');
    expect(formatTime('23:59')).toBe('11:59 pm');
  });

  it('uses each language’s own words for am and pm, never Latin letters in Devanagari', () => {
    expect(formatTime('09:30', 'hi')).toBe('09:30 पूर्वाह्न');
    expect(formatTime('14:45', 'hi')).toBe('02:45 अपराह्न');
    expect(formatTime('09:30', 'mr')).toBe('09:30 म.पू.');
    expect(formatTime('14:45', 'mr')).toBe('02:45 म.उ.');
    for (const language of ['hi', 'mr'] as const) {
      expect(formatTime('14:45', language)).not.toMatch(/[A-Za-z]/);
      expect(formatDate('1987-09-01', language)).not.toMatch(/[A-Za-z]/);
    }
  });

  it('says nothing for anything that is not a time', () => {
    expect(formatTime(undefined)).toBeUndefined();
    expect(formatTime('25:00')).toBeUndefined();
    expect(formatTime('noon')).toBeUndefined();
  });
});

describe('cutText', () => {
  it('keeps short text as it is', () => {
    expect(cutText('Software Engineer', 30)).toBe('Software Engineer');
    expect(cutText('x'.repeat(30), 30)).toBe('x'.repeat(30));
  });

  it('cuts long text to the limit and marks the cut', () => {
    const cut = cutText('Senior Software Engineer at a large company in Pune', 30);
    expect(cut).toBe('Senior Software Engineer at a …');
    expect(Array.from(cut.replace('…', ''))).toHaveLength(30);
  });

  it('never splits a character', () => {
    expect(cutText('शिक्षक'.repeat(10), 4)).toBe(`${Array.from('शिक्षक'.repeat(10)).slice(0, 4).join('')}…`);
  });

  it('gives empty text for a missing value', () => {
    expect(cutText(undefined, 30)).toBe('');
  });
});

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
    expect(formatInstant('yesterday', 'en')).toBeUndefined();
  });
});

describe('textOf', () => {
  it('gives the value as text, or nothing when it is missing or blank', () => {
    expect(textOf(undefined)).toBeUndefined();
    expect(textOf(null)).toBeUndefined();
    expect(textOf('  ')).toBeUndefined();
    expect(textOf(' Pune ')).toBe('Pune');
    expect(textOf(0)).toBe('0');
  });

  it('never shows an object or a list as text', () => {
    expect(textOf({ city: 'Pune' })).toBeUndefined();
    expect(textOf(['Pune'])).toBeUndefined();
  });
});

describe('formatIndiaDay', () => {
  it("gives an instant's day in India, or nothing for what is not an instant", () => {
    // 20:00 UTC on the 4th is already the 5th in India.
    expect(formatIndiaDay('2024-01-04T20:00:00.000Z', 'en')).toBe('Friday, 05 Jan 2024');
    expect(formatIndiaDay('2024-01-04T20:00:00.000Z', 'hi')).not.toMatch(/[A-Za-z]/);
    expect(formatIndiaDay(null)).toBeUndefined();
    expect(formatIndiaDay('soon')).toBeUndefined();
  });

  it('writes the time of day without a Latin am or pm in Hindi and Marathi', () => {
    expect(formatInstant('2026-11-23T10:00:00.000Z', 'hi')).toMatch(/, 03:30 अपराह्न$/);
    expect(formatInstant('2026-11-23T10:00:00.000Z', 'mr')).not.toMatch(/[A-Za-z]/);
  });
});

describe('the names and numbers written out rather than asked of Intl', () => {
  const languages = ['en', 'hi', 'mr'] as const;

  it("are Intl's weekday and month names for each language in India", () => {
    for (const language of languages) {
      const format = new Intl.DateTimeFormat(`${language}-IN-u-nu-latn`, { weekday: 'long', month: 'short', timeZone: 'UTC' });
      const part = (date: Date, type: string) => format.formatToParts(date).find((p) => p.type === type)?.value;
      // 2024-01-07 was a Sunday.
      expect(WEEKDAYS[language]).toEqual([0, 1, 2, 3, 4, 5, 6].map((d) => part(new Date(Date.UTC(2024, 0, 7 + d)), 'weekday')));
      const months = Array.from({ length: 12 }, (_, m) => part(new Date(Date.UTC(2024, m, 15)), 'month'));
      // SPEC's three letters for September, where India's English has 'Sept'.
      expect(MONTHS[language]).toEqual(language === 'en' ? months.map((m) => (m === 'Sept' ? 'Sep' : m)) : months);
    }
  });

  it("writes rupees as Intl's en-IN currency format does", () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    const amounts = [
      0, -0, 0.4, 0.5, 1.5, 2.5, -0.4, -0.5, -1.5, -1234.5, 7, 99, 999, 1000, 99_999, 100_000, 1_234_567, 12_34_56_789,
      9_007_199_254_740_991,
    ];
    for (let value = 1; value < 1e15; value = value * 7 + 3) amounts.push(value, -value, value + 0.5);
    for (const amount of amounts) expect(formatInr(amount)).toBe(intl.format(amount));
  });
});
