import type { Page } from 'playwright-core';

/**
 * Waits until the page's app has hydrated (app-tree.tsx marks the root element).
 *
 * The check reads the root element through `?.`: polled while a navigation swaps documents, it
 * can run in a new document that has no root element yet, and a check that throws there is
 * reported by the browser as the page's own uncaught error.
 */
export function waitForAppMounted(page: Page, options: { timeout?: number } = {}): Promise<unknown> {
  return page.waitForFunction(() => document.documentElement?.dataset.app === 'mounted', undefined, options);
}
