/** Shown where a profile has no photo, or its photo cannot be loaded. */
export const FALLBACK_PHOTO = '/images/profile-fallback.svg';

/** A picture that cannot be loaded gives way to the fallback; a chosen size goes too, or it would win over src. */
export function showFallbackPhoto(event: { currentTarget: HTMLImageElement }): void {
  const image = event.currentTarget;
  image.removeAttribute('srcset');
  if (!image.src.endsWith(FALLBACK_PHOTO)) image.src = FALLBACK_PHOTO;
}
