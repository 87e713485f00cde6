/** The support line with `{{phone}}` and `{{email}}` left in, for both contacts or one. */
export interface TickerTexts {
  both: string;
  phone: string;
  email: string;
}

/** What the landing page's script reads from the page, written there by src/web/prerender/static-parts.tsx. */
export interface StaticTexts {
  /** The hero's second button for a signed-in member: its text and where it leads. */
  openHome: { text: string; href: string };
  ticker: TickerTexts;
}
