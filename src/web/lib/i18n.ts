import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGE_COOKIE, languageFromPreferences } from '../../contract/language.js';
import { LANGUAGES, type Language } from '../../contract/limits.js';
import { readString, STORAGE_KEYS, writeString } from './storage.js';

/**
 * Locale files are split by language and namespace and loaded on demand, so a phone downloads
 * only the language it shows and only the part of the app it opens (admin texts never reach
 * the landing page).
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

/** The app's language for a resolved i18next language code, English when unknown. */
export function languageOf(value: string | undefined): Language {
  return isLanguage(value) ? value : 'en';
}

const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The language switch's cookie, read by the server to send the landing page in this language. */
function readLanguageCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
}

/** Written here, in the browser: the choice is a reader's preference, not something the server decides. */
function writeLanguageCookie(language: Language): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * The reader's own choice (kept in storage, and in a cookie the server reads), or on a first visit
 * the first of the browser's languages the product speaks: the rule the server follows with
 * Accept-Language, so the app mounts in the language of the page the server sent.
 */
function initialLanguage(): Language {
  const stored = readString(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  const cookie = readLanguageCookie();
  if (isLanguage(cookie)) return cookie;
  return typeof navigator === 'undefined' ? 'en' : languageFromPreferences(navigator.languages ?? [navigator.language]);
}

/** The language the app shows now. */
export function currentLanguage(): Language {
  return languageOf(i18n.resolvedLanguage);
}

/** Switches the app to `language` and remembers the choice for the next visit, here and on the server's pages. */
export async function setLanguage(language: Language): Promise<void> {
  writeString(STORAGE_KEYS.language, language);
  writeLanguageCookie(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export const i18nReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  })
  .then(() => {
    // Also imported when the landing page is prerendered at build time, where there is no document.
    if (typeof document === 'undefined') return;
    document.documentElement.lang = i18n.language;
    // A choice made before the cookie existed reaches the server from now on.
    const stored = readString(STORAGE_KEYS.language);
    if (isLanguage(stored) && readLanguageCookie() !== stored) writeLanguageCookie(stored);
  });

export default i18n;
