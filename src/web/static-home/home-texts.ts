import type { InterestLook } from '../member/interests/interest-look.js';

/**
 * What the static first view of `/home` reads from its page to draw the cards in the reader's
 * language, written there by src/web/prerender/home-parts.tsx. `{{name}}` and `{{age}}` are left
 * in, to be filled per card.
 */
export interface HomeTexts {
  age: string;
  photoAlt: string;
  favouriteAdd: string;
  /** The interest button's name for each of its looks (member/interests/interest-look.ts). */
  interest: Record<InterestLook['text'], string>;
  /** Each caste's name in this language, by the value stored. */
  castes: Record<string, string>;
}

/**
 * The counts the header's parts are prerendered with (template `header-counts-part`): numbers no
 * text of the header holds otherwise, replaced by the member's own counts.
 */
export const HEADER_COUNT_STAND_INS = { newInterests: 97, unreadNotifications: 98 } as const;
