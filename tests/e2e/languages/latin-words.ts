import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Language } from '../../../src/contract/limits.js';

/**
 * Latin-script words a Hindi or Marathi screen may show although they are not member data: file
 * formats and size units (upload hints, the payments export), and the brand names of the ways to
 * pay, which readers meet in Latin letters everywhere (on the app, the QR code, the bank statement).
 */
// Brand names stay as their owners write them: a reader looks the app up by that name.
export const ALWAYS_ALLOWED = [
  'PNG',
  'JPG',
  'JPEG',
  'GIF',
  'PDF',
  'CSV',
  'MB',
  'KB',
  'Razorpay',
  'UPI',
  'Google',
  'Microsoft',
  'Authenticator',
  'WhatsApp',
];

/** What a screen says, to a sighted reader and to a screen reader: visible text, names, alternatives, options. */
export function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label], [alt], [placeholder], [title], [aria-valuetext]')) {
      for (const attribute of ['aria-label', 'alt', 'placeholder', 'title', 'aria-valuetext']) {
        const value = element.getAttribute(attribute);
        if (value) parts.push(value);
      }
    }
    // A closed native select shows one option; the others are read out and chosen all the same.
    for (const option of document.querySelectorAll('option')) parts.push(option.textContent ?? '');
    return parts.join('\n');
  });
}

/**
 * The Latin-script words of a text that are not allowed: email addresses and web addresses are
 * data, blood groups (A+, AB-) are written in Latin letters in every Indian language, and the
 * rest must be translated unless a member wrote it.
 */
export function latinWords(text: string, allowed: ReadonlySet<string>): string[] {
  const cleaned = text
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    // A web address without its scheme (gac.gov.in, where the law sends a complaint) is data too.
    .replace(/\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:in|com|org|net)\b/g, ' ')
    .replace(/(^|[\s(])(AB|A|B|O)[+-](?=$|[\s),])/g, '$1');
  const words = cleaned.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? [];
  return [...new Set(words.filter((word) => !allowed.has(word)))];
}

/** The words of member-entered values, which a screen shows as the member wrote them. */
export function wordsOf(values: unknown[]): string[] {
  return values.flatMap((value) => (typeof value === 'string' ? (value.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? []) : []));
}

/** A text of the web app's locale files, for finding controls by their name in the language shown. */
export function localeText(language: Language, namespace: string, key: string): string {
  const texts = JSON.parse(
    readFileSync(new URL(`../../../src/web/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as unknown;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`);
  return value;
}
