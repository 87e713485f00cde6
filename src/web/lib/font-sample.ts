// The hidden copy of the home's templates whose only work is the page's first layout
// (prerender/font-sample.ts): once the cards are drawn or the app takes the page, it goes.

/** The id of the hidden copy in the prerendered home. */
export const FONT_SAMPLE_ID = 'font-sample';

/** Removes the hidden copy, if the page has one. */
export function dropFontSample(): void {
  document.getElementById(FONT_SAMPLE_ID)?.remove();
}
