/**
 * Signals of fake profiles and contact harvesting, shown to administrators only
 * (docs/decisions/0044-fraud-signals.md).
 */

/** Why two accounts may belong to one person. */
export const DUPLICATE_REASONS = ['PHOTO', 'DOCUMENT', 'NAME_BIRTH', 'PARENT_MOBILE', 'REGISTRATION_BURST'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** The limits meant for people rather than harvesters. */
export const LIMIT_KINDS = ['CONTACT_REVEALS', 'SCRAPING'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
