/**
 * What the static first view of `/home` reads from its page to draw the cards in the reader's
 * language, written there by src/web/prerender/home-parts.tsx. `{{name}}` and `{{age}}` are left
 * in, to be filled per card.
 */
export interface HomeTexts {
  age: string;
  photoAlt: string;
  favouriteAdd: string;
  interest: { sendTo: string; acceptedWith: string; noResponseFor: string; receivedFrom: string };
  /** Each caste's name in this language, by the value stored. */
  castes: Record<string, string>;
}

/** The texts with each `{{key}}` replaced by its value. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
