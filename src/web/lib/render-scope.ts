import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { Language } from '../../contract/limits.js';
import type { ApiFetch } from '../../contract/render-api.js';

/**
 * What the server knows of the request a page is being rendered for. Rendering on the server
 * runs the same components and loaders as the browser; where those read the browser (its
 * storage, its `fetch`, its one app-wide cache), they ask here first. In the browser there is no
 * scope and they read the browser as always.
 */
export interface RenderScope {
  /** The API, answered in-process with the request's own credentials. */
  fetch: ApiFetch;
  language: Language;
  texts: I18n;
  queryClient: QueryClient;
  /** Whether the request carries a member's or an admin's session. */
  signedIn: { user: boolean; admin: boolean };
  /** The page's title, as its components name it while they render (document-title.ts). */
  title?: string;
  /** What the page asks of search engines, when it asks (not-indexed.ts): sent as a header and a meta. */
  robots?: string;
  /** The parts loaded apart from the page that it drew (lazy-part.tsx), for the browser to load first. */
  parts: Set<string>;
}

let current: () => RenderScope | undefined = () => undefined;

/** Set once by the server's entry: every request renders inside its own scope. */
export function provideRenderScope(get: () => RenderScope | undefined): void {
  current = get;
}

/** The request being rendered on the server; undefined in the browser. */
export function renderScope(): RenderScope | undefined {
  return current();
}
