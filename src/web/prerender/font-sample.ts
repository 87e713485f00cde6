// The fonts of the home's later parts, laid out with the page's first layout (home-<language>.html,
// docs/decisions/0027-home-first-view-static.md). The first time a page sets text in a face and
// size, the browser asks the system for that font; on Linux each such question is a round trip to
// another process that can take several milliseconds on a slow machine. The cards and the
// header's counts come a second after the first paint, in sizes the frame does not use (the
// card's name, the "Load more" button, the badges): their first layout waited on those
// questions, in the task the member feels. A hidden copy of the templates' text asks them while
// the page is first laid out, before anything is painted, when the browser is waiting for the
// network anyway.
import { FONT_SAMPLE_ID } from '../lib/font-sample.js';

/**
 * Text in each script the cards may show (a name typed in Latin letters or in Devanagari), for the
 * name, which the template leaves empty: a face's letters in one script come from its own font.
 */
const NAME_SAMPLE = 'Aa आ';

/**
 * The templates' markup as a hidden, inert copy: without pictures or icons (no text, and a
 * picture would load), without their styles (the templates' own are put in the head), without
 * ids or names for tests and assistive technology (the templates keep theirs), and with the empty
 * name filled.
 * Laid out but never painted, never read aloud, never found by the browser's search.
 */
export function fontSampleMarkup(templates: string): string {
  const text = templates
    .replace(/<style\b[^>]*>[^<]*<\/style>/g, '')
    .replace(/<img\b[^>]*>/g, '')
    .replace(/<svg\b[\s\S]*?<\/svg>/g, '')
    .replace(/\s(id|for|aria-[a-z]+|href|title|tabindex|data-[a-z-]+)="[^"]*"/g, '')
    .replace(/<h2([^>]*)><\/h2>/g, `<h2$1>${NAME_SAMPLE}</h2>`);
  return `<div id="${FONT_SAMPLE_ID}" aria-hidden="true" inert="" style="position:absolute;top:0;left:0;width:1px;height:1px;overflow:hidden;visibility:hidden;pointer-events:none;contain:strict">${text}</div>`;
}
