import type { i18n as I18n } from 'i18next';

/*
 * The server renders every page with the same texts, and its components ask for most of them with
 * a bare key: `t('cards.age')`, a card's caste. i18next works each one out again on every call (its
 * fixed `t` copies the instance's options into each call's, then resolves the key through the
 * namespaces and fallbacks): about 7 % of the CPU of /home's first HTML. A text asked for with a
 * bare key is the same for every request in one language, namespace and key prefix, so it is kept
 * here once found. Calls with options (a name put in, a count) are worked out each time.
 *
 * Only on the server, where every text is in memory before the first render: in the browser a
 * namespace still on its way answers with its keys, which would then be kept.
 */

/** Kept texts by language, namespaces and key prefix, then by key. */
const kept = new Map<string, Map<string, unknown>>();

/**
 * Keys kept for one scope at most: a key made from a member's value that names no text (a value
 * typed in) is worked out each time rather than kept for ever.
 */
const MAX_KEPT = 4_000;

/** A fixed `t` as this file calls it, with what i18next sets on it. */
type FixedT = ((...args: unknown[]) => unknown) & {
  lng?: string;
  lngs?: readonly string[];
  ns?: string | readonly string[];
  keyPrefix?: string;
};

/**
 * Makes `texts.getFixedT` (what react-i18next's `useTranslation` hands components) answer a bare
 * key from the kept texts. `heard` is told of every bare key asked for, found or kept (a call with
 * options reaches `texts.t`, which tells it).
 */
export function keepFixedTexts(texts: I18n, heard: (key: string) => void): void {
  const fixedT = texts.getFixedT.bind(texts) as unknown as (...args: unknown[]) => FixedT;
  texts.getFixedT = ((...args: unknown[]) => {
    const t = fixedT(...args);
    // The languages it answers in: fixed, or (none given) the request's own.
    const languages = t.lng ?? (t.lngs ? JSON.stringify(t.lngs) : texts.language);
    const scope = `${languages}\u0000${JSON.stringify(t.ns ?? null)}\u0000${t.keyPrefix ?? ''}`;
    const known = kept.get(scope) ?? new Map<string, unknown>();
    kept.set(scope, known);
    const keeping = ((key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 0) return t(key, ...rest);
      heard(key);
      const text = known.get(key);
      if (text !== undefined) return text;
      const found = t(key);
      if (known.size < MAX_KEPT) known.set(key, found);
      return found;
    }) as FixedT;
    return Object.assign(keeping, { lng: t.lng, lngs: t.lngs, ns: t.ns, keyPrefix: t.keyPrefix });
  }) as unknown as I18n['getFixedT'];
}
