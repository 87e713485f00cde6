import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../../contract/limits.js';

/** The element id of the page's boot data: JSON, never run, so the page's CSP needs no exception. */
export const BOOT_DATA_ID = 'boot-data';

/**
 * What the server hands the browser with a rendered page, so the browser's first render draws
 * exactly what the server drew: the reads the page was drawn from, its texts, the router's data.
 */
export interface BootData {
  language: Language;
  /**
   * The namespaces of texts the page used, in `language`: loaded from their files before the page
   * is adopted (start-app.tsx). The element's `data-texts` names those files (space separated), for
   * the browser to fetch them with the app's code (main.tsx) and keep them from page to page.
   */
  texts: string[];
  queries: DehydratedState;
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null };
  signedIn: { user: boolean; admin: boolean };
  /** The parts of the page whose code loads apart from it (lazy-part.tsx), loaded before hydrating. */
  parts: string[];
}

/** JSON safe inside a `<script>` element: no `</script>` or comment opener can end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readBootData(): BootData | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as BootData;
  } catch {
    return undefined;
  }
}
