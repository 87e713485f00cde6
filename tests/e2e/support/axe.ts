import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA: what the pages are held to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  /** Each element's selector and the start of its HTML, to find it by. */
  targets: string[];
}

/**
 * axe-core on the page as it is, its frames included: what it finds at the tags above.
 *
 * Run in the page, the way `@axe-core/playwright` does in its single-run mode, but with the script
 * put into each document once: the builder injected it twice per check, and its default mode opens
 * a blank page to merge results. A check took about a second that way, 0.3 s this way, and the
 * browser tests run some three hundred.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  for (const frame of page.frames()) {
    // Evaluated as a string over the DevTools protocol, which the page's CSP does not govern.
    if (!(await frame.evaluate(() => 'axe' in window).catch(() => true))) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(async (tags) => {
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
    }));
  }, TAGS);
}

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}
