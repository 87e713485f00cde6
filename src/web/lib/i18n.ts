import i18n, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, languageFromPreferences } from '../../contract/language.js';
import { LANGUAGES, type Language } from '../../contract/limits.js';
import { renderScope } from './render-scope.js';
import { copyStoredLanguageToCookie, readLanguageCookie, rememberLanguage, storedLanguage } from './language-choice.js';

/**
 * Locale files are split by language and namespace and loaded on demand, so a phone downloads
 * only the language it shows and only the part of the app it opens (admin texts never reach
 * the landing page).
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/**
 * One namespace's texts in one language, from its own file of the build (empty for one there is
 * not). A page the server drew names the files it read, and the browser fetches them with the
 * app's code (main.tsx): each is kept by the browser, not sent again inside every page.
 */
export async function loadTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = loaders[`../locales/${language}/${namespace}.json`];
  return load ? (await load()).default : {};
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, null),
    );
  },
};

/** The app's language for a resolved i18next language code, English when unknown. */
export function languageOf(value: string | undefined): Language {
  return isLanguage(value) ? value : 'en';
}

/**
 * The reader's own choice (kept in storage, and in a cookie the server reads), or on a first visit
 * the first of the browser's languages the product speaks: the rule the server follows with
 * Accept-Language, so the app mounts in the language of the page the server sent.
 */
function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  const cookie = readLanguageCookie();
  if (isLanguage(cookie)) return cookie;
  return typeof navigator === 'undefined' ? 'en' : languageFromPreferences(navigator.languages ?? [navigator.language]);
}

/** The language the app shows now. */
export function currentLanguage(): Language {
  return renderScope()?.language ?? languageOf(i18n.resolvedLanguage);
}

/** Switches the app to `language` and remembers the choice for the next visit, here and on the server's pages. */
export async function setLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/** The settings of every i18next instance of the app: the browser's, and each server render's. */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // A page that names several namespaces (`useTranslation(['member', 'uploads'])`) finds a key
  // in any of them, in order; by default react-i18next would look in the first only.
  react: { useSuspense: true, nsMode: 'fallback' },
  returnNull: false,
} satisfies InitOptions;

export const i18nReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({ ...I18N_OPTIONS, lng: initialLanguage() })
  .then(() => {
    // Also imported by the server's render, where there is no document.
    if (typeof document === 'undefined') return;
    document.documentElement.lang = i18n.language;
    copyStoredLanguageToCookie();
  });

export default i18n;
