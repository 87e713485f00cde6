const added = new Set<string>();

/**
 * Adds a fixed style sheet to the page once, under `name`. For parts drawn many times a page
 * (the profile cards): emotion's `sx` serialises, hashes and looks up each element's styles on
 * every render, ten cards' worth at a time on a phone; a class of a sheet written once costs
 * nothing per render.
 */
export function addStaticStyle(name: string, css: string): void {
  if (added.has(name) || typeof document === 'undefined') return;
  added.add(name);
  const element = document.createElement('style');
  element.dataset.static = name;
  element.textContent = css;
  document.head.append(element);
}
