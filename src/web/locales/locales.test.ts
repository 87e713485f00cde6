import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/limits.js';
import { ERROR_CODES } from '../../contract/errors.js';
import { MESSAGES } from '../../contract/messages.js';
import { ALWAYS_ALLOWED, latinWords } from '../../../tests/e2e/languages/latin-words.js';

const root = new URL('.', import.meta.url).pathname;
// The admin colleague owns admin.json; every namespace present is still checked for parity.
const namespaces = readdirSync(join(root, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

function load(language: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
}

/** Every leaf as a dotted path; array items count by index, so lists must be equally long. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** The {{placeholders}} a text interpolates. */
function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]!).sort() : [];
}

describe.each(namespaces)('locale namespace %s', (namespace) => {
  const english = leaves(load('en', namespace));

  it.each(LANGUAGES.filter((language) => language !== 'en'))('has the same keys in en and %s', (language) => {
    const other = leaves(load(language, namespace));
    expect([...other.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !other.has(key))).toEqual([]);
  });

  it.each(LANGUAGES)('has no empty text and keeps every placeholder in %s', (language) => {
    const texts = leaves(load(language, namespace));
    for (const [key, text] of texts) {
      expect(typeof text === 'string' && text.trim() !== '', `${language}/${namespace}: ${key}`).toBe(true);
      expect(placeholders(text), `${language}/${namespace}: ${key}`).toEqual(placeholders(english.get(key)));
    }
  });
});

describe('Hindi and Marathi texts', () => {
  // Each language's name is written in its own script in the language menu: English in Latin.
  const allowed = new Set([...ALWAYS_ALLOWED, 'English']);

  it.each(LANGUAGES.filter((language) => language !== 'en'))('are written without Latin-script words in %s', (language) => {
    const found = namespaces.flatMap((namespace) =>
      [...leaves(load(language, namespace))].flatMap(([key, text]) => {
        // Placeholders and the tags that mark a link inside a text (<terms>…</terms>) are not words shown.
        const words = latinWords(
          String(text)
            .replace(/{{\s*\w+\s*}}/g, '')
            .replace(/<\/?\w+>/g, ''),
          allowed,
        );
        return words.length > 0 ? [`${namespace}:${key}: ${words.join(', ')}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});

describe('English validation texts', () => {
  const common = leaves(load('en', 'common'));
  it.each(Object.entries(MESSAGES))('%s reads as the contract says', (key, text) => {
    expect(common.get(key)).toBe(text);
  });

  it('has a translation of every contract message in each language', () => {
    for (const language of LANGUAGES) {
      const texts = leaves(load(language, 'common'));
      expect(
        Object.keys(MESSAGES).filter((key) => !texts.has(key)),
        language,
      ).toEqual([]);
    }
  });
});

describe('error codes', () => {
  it.each(LANGUAGES)('has a text for every code the server can answer with, in %s', (language) => {
    const errors = (load(language, 'common').errors ?? {}) as Record<string, unknown>;
    const missing = ERROR_CODES.filter((code) => typeof errors[code] !== 'string' || errors[code].trim() === '');
    expect(missing).toEqual([]);
    expect(Object.keys(errors).filter((code) => !(ERROR_CODES as string[]).includes(code))).toEqual([]);
  });
});
