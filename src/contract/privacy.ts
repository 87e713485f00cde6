/** Who may see a member's contact details: accepted interests only (the default), every approved member, or nobody. */
export const CONTACT_VISIBILITIES = ['INTEREST', 'MEMBERS', 'NOBODY'] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];

/** Who may see a member's photo unblurred: every approved member (the default), or accepted interests only. */
export const PHOTO_VISIBILITIES = ['MEMBERS', 'INTEREST'] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];
