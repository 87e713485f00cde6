import { lazy, type ComponentType } from 'react';
import { renderScope } from './render-scope.js';

/** Each part's loader, by name, as the modules that declare parts are evaluated. */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A part of a page whose code loads apart from the page's (a dialog, a notice most members never
 * see). Unlike a bare `lazy`, a part the server drew is loaded before the browser adopts the page:
 * the server names the parts it drew with the page (`BootData.parts`) and the browser loads them
 * first (`loadDrawnParts`). A part still loading while the rest hydrates stays the server's inert
 * markup, and a tap on it then is lost: a "show my profile again" that did nothing.
 */
export function lazyPart<P extends object>(
  /** Unique in the app: the declaring page's and the part's name (`home/PausedNotice`). */
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loading = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  loaders.set(name, loading);
  const Lazy = lazy(async () => ({ default: await loading() }));
  function Part(props: P) {
    renderScope()?.parts.add(name);
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Part.displayName = `Part(${name})`;
  return Part;
}

/**
 * Loads the parts the server drew. A part can sit inside another part, declared by the outer
 * part's code: each round loads those now known, until none is left or none more can be found.
 */
export async function loadDrawnParts(names: readonly string[]): Promise<void> {
  let waiting = [...new Set(names)];
  while (waiting.length > 0) {
    const known = waiting.filter((name) => loaders.has(name));
    if (known.length === 0) return;
    // A part that fails to load here is left to load (and fail) where it is drawn, as before.
    await Promise.allSettled(known.map((name) => loaders.get(name)!()));
    waiting = waiting.filter((name) => !loaders.has(name));
  }
}
