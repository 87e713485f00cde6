import { themeVariables } from './theme.js';

/**
 * The sheets added so far, by name, with their text where the server writes them into the head of
 * the page it renders (in the browser a sheet is written into the document instead, or found there).
 */
const sheets = new Map<string, string | undefined>();

/**
 * Adds a fixed style sheet to the page once, under `name`. For parts drawn on every page or many
 * times a page (the header, the footer, the profile cards): emotion's `sx` serialises, hashes and
 * looks up each element's styles on every render; a class of a sheet written once costs nothing per
 * render. The server's page carries the sheets in its head already (`staticStyleMarkup`); they are
 * not written twice.
 */
export function addStaticStyle(name: string, css: string): void {
  if (sheets.has(name)) return;
  // The theme's colours first, once: every sheet reads them (`var(--theme-primary)` and so on).
  if (sheets.size === 0) write('theme', themeVariables);
  write(name, () => css);
}

/** `css` is asked for only where the sheet is written: the theme's is made from the theme. */
function write(name: string, css: () => string): void {
  if (typeof document === 'undefined') {
    sheets.set(name, css());
    return;
  }
  sheets.set(name, undefined);
  if (document.head.querySelector(`style[data-static="${name}"]`)) return;
  const element = document.createElement('style');
  element.dataset.static = name;
  element.textContent = css();
  document.head.append(element);
}

/** The sheets added so far, as style elements for the head of a page the server renders. */
export function staticStyleMarkup(): string {
  return [...sheets].map(([name, css]) => (css === undefined ? '' : `<style data-static="${name}">${css}</style>`)).join('');
}
