import { isLanguage, LANGUAGE_COOKIE } from '../../contract/language.js';
import type { Language } from '../../contract/limits.js';
import { readString, STORAGE_KEYS, writeString } from './storage.js';

// Shared by the app (lib/i18n.ts) and the static landing page's script: one rule for where the
// reader's choice of language is kept. No i18next here, so the landing page's script stays small.

const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The language switch's cookie, read by the server to send the landing page in this language. */
export function readLanguageCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
}

/** Written here, in the browser: the choice is a reader's preference, not something the server decides. */
function writeLanguageCookie(language: Language): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The reader's stored choice, if they made one. */
export function storedLanguage(): Language | undefined {
  const stored = readString(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : undefined;
}

/** Remembers the reader's choice for the next visit: in storage (SPEC) and in the cookie the server reads. */
export function rememberLanguage(language: Language): void {
  writeString(STORAGE_KEYS.language, language);
  writeLanguageCookie(language);
}

/** A choice made before the cookie existed reaches the server from now on. */
export function copyStoredLanguageToCookie(): void {
  const stored = storedLanguage();
  if (stored && readLanguageCookie() !== stored) writeLanguageCookie(stored);
}

/**
 * On a page the server drew in the language `shown`: the app's rule (lib/i18n.ts) that a stored choice
 * wins. A choice stored before the cookie existed reaches the cookie now, and the page of that
 * language is fetched, once the cookie holds it. True when the page is being reloaded.
 */
export function followStoredChoice(shown: string): boolean {
  const stored = storedLanguage();
  if (!stored || stored === shown) return false;
  copyStoredLanguageToCookie();
  if (readLanguageCookie() !== stored) return false;
  location.reload();
  return true;
}
