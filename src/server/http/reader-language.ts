import type { IncomingHttpHeaders } from 'node:http';
import { acceptLanguageTags, isLanguage, LANGUAGE_COOKIE, languageFromPreferences } from '../../contract/language.js';
import type { Language } from '../../contract/limits.js';
import { cookieValue } from './cookies.js';

/**
 * The language to serve a page in: the reader's own choice (the language switch's cookie), or on a
 * first visit the first of their browser's languages that the product speaks; English otherwise.
 */
export function readerLanguage(headers: IncomingHttpHeaders): Language {
  const chosen = cookieValue(headers.cookie, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return languageFromPreferences(acceptLanguageTags(headers['accept-language']));
}
