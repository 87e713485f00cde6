import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNakshatra, parseRashi } from '../../contract/horoscope/parse.js';
import { NAKSHATRAS, RASHIS } from '../../contract/horoscope/signs.js';
import { LANGUAGES } from '../../contract/limits.js';

const choices = (language: string) =>
  (
    JSON.parse(readFileSync(new URL(`../locales/${language}/profile.json`, import.meta.url), 'utf8')) as {
      choices: Record<string, Record<string, string>>;
    }
  ).choices;

/**
 * A member who types the name a screen shows them (the details page, the biodata) is understood:
 * every rashi and nakshatra label in every language reads back as its own key.
 */
describe.each(LANGUAGES)('the %s names of the moon signs', (language) => {
  it('read back as their keys', () => {
    const { rashi, nakshatra } = choices(language);
    for (const key of RASHIS) expect(parseRashi(rashi![key]!.replace(/ \(.*\)$/, '')), `${language} ${key}`).toBe(key);
    for (const key of NAKSHATRAS) expect(parseNakshatra(nakshatra![key]), `${language} ${key}`).toBe(key);
  });
});
