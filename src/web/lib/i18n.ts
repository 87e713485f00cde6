import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
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

export const NAMESPACES = ['common', 'member', 'legal', 'admin', 'profile'] as const;

export function isLanguage(value: string | null): value is Language {
  return value !== null && (LANGUAGES as readonly string[]).includes(value);
}

/** The app's language for a resolved i18next language code, English when unknown. */
export function languageOf(value: string | undefined): Language {
  return isLanguage(value ?? null) ? (value as Language) : 'en';
}

export function initialLanguage(): Language {
  const stored = readString(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : 'en';
}

/** The language the app shows now. */
export function currentLanguage(): Language {
  return languageOf(i18n.resolvedLanguage);
}

export async function setLanguage(language: Language): Promise<void> {
  writeString(STORAGE_KEYS.language, language);
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
    if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
  });

export default i18n;
