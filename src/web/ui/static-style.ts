import { THEME_VARIABLES } from './theme.js';

const added = new Set<string>();

/**
 * Adds a fixed style sheet to the page once, under `name`. For parts drawn many times a page
 * (the profile cards): emotion's `sx` serialises, hashes and looks up each element's styles on
 * every render, ten cards' worth at a time on a phone; a class of a sheet written once costs
 * nothing per render.
 */
export function addStaticStyle(name: string, css: string): void {
  if (added.has(name) || typeof document === 'undefined') return;
  // The theme's colours first, once: every sheet reads them (`var(--theme-primary)` and so on).
  if (added.size === 0) write('theme', THEME_VARIABLES);
  added.add(name);
  write(name, css);
}

function write(name: string, css: string): void {
  const element = document.createElement('style');
  element.dataset.static = name;
  element.textContent = css;
  document.head.append(element);
}
