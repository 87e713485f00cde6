import { LANGUAGES, type Language } from './limits.js';

// No schema here: the web app's first chunk imports this file, and must not bring zod with it.

/**
 * The reader's language, as the browser remembers it for the server: set by the language switch,
 * read when the server draws a page (docs/decisions/0031-pages-rendered-on-the-server.md).
 */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to show someone who has not chosen one, from the languages their browser prefers
 * (best first): the first of them we speak decides, so Hindi or Marathi win only when preferred
 * over English. Regional tags count as their language ('hi-IN' is Hindi).
 */
export function languageFromPreferences(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** An Accept-Language header's tags, best first (by weight, then by order); q=0 means "not this". */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)).find(Boolean);
      const weight = q ? Number(q[1]) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
