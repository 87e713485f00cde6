import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../contract/limits.js';
import { fromRoot } from '../paths.js';

/**
 * The biodata's words come from the web app's locale files, the one place the product's
 * translations live: the page and the PDF say the same in each language. They are data the server
 * reads, not web code it imports (docs/decisions/0038-biodata.md).
 */
const root = fromRoot('src/web/locales');

type Tree = Record<string, unknown>;
const loaded = new Map<Language, Record<'profile' | 'biodata', Tree>>();

function treesOf(language: Language) {
  let trees = loaded.get(language);
  if (!trees) {
    const read = (namespace: string) => JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8')) as Tree;
    trees = { profile: read('profile'), biodata: read('biodata') };
    loaded.set(language, trees);
  }
  return trees;
}

/** A text by `namespace:dotted.key`, its {{placeholders}} filled; undefined when there is none. */
export type Texts = (key: string, values?: Record<string, string | number>) => string | undefined;

export function textsFor(language: Language): Texts {
  const trees = treesOf(LANGUAGES.includes(language) ? language : 'en');
  return (key, values = {}) => {
    const [namespace, path = ''] = key.split(':') as [keyof typeof trees, string];
    let node: unknown = trees[namespace];
    for (const part of path.split('.')) node = (node as Tree | undefined)?.[part];
    if (typeof node !== 'string') return undefined;
    return node.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
