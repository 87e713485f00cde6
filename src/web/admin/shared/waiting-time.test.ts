import { describe, expect, it } from 'vitest';
import { waitedSince } from './waiting-time.js';

const now = new Date('2025-03-10T12:00:00.000Z');

describe('waitedSince', () => {
  it.each([
    ['2025-03-10T11:55:00.000Z', 'en', '5 minutes ago'],
    ['2025-03-10T12:00:00.000Z', 'en', 'this minute'],
    ['2025-03-09T09:00:00.000Z', 'en', '27 hours ago'],
    ['2025-03-07T12:00:00.000Z', 'en', '3 days ago'],
    ['2025-03-07T12:00:00.000Z', 'hi', '3 दिन पहले'],
    ['2025-03-07T12:00:00.000Z', 'mr', '3 दिवसांपूर्वी'],
  ] as const)('%s in %s reads %s', (since, language, text) => {
    expect(waitedSince(since, language, now)).toBe(text);
  });
});
