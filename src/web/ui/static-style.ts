import { themeVariables } from './theme.js';

const sheets = new Map<string, string>();

/**
 * Adds a fixed style sheet to the page once, under `name`. For parts drawn many times a page
 * (the profile cards): emotion's `sx` serialises, hashes and looks up each element's styles on
 * every render, ten cards' worth at a time on a phone; a class of a sheet written once costs
 * nothing per render. A page rendered at build time carries the sheets in its head already
 * (`staticStyleMarkup`); they are not written twice.
 */
export function addStaticStyle(name: string, css: string): void {
  if (sheets.has(name)) return;
  // The theme's colours first, once: every sheet reads them (`var(--theme-primary)` and so on).
  if (sheets.size === 0) write('theme', themeVariables);
  write(name, () => css);
}

/** `css` is asked for only where the sheet is written: the theme's is made from the theme. */
function write(name: string, css: () => string): void {
  if (typeof document !== 'undefined' && document.head.querySelector(`style[data-static="${name}"]`)) {
    sheets.set(name, '');
    return;
  }
  sheets.set(name, css());
  if (typeof document === 'undefined') return;
  const element = document.createElement('style');
  element.dataset.static = name;
  element.textContent = sheets.get(name)!;
  document.head.append(element);
}

/** The sheets added so far, as style elements for the head of a page rendered at build time. */
export function staticStyleMarkup(): string {
  return [...sheets].map(([name, css]) => `<style data-static="${name}">${css}</style>`).join('');
}
