/** Shown where a profile has no photo, or its photo cannot be loaded. */
export const FALLBACK_PHOTO = '/images/profile-fallback.svg';
