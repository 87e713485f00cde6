import type { MemberStanding } from '../../../contract/standing.js';

/**
 * Whether home has something to tell the member about where they stand: the one rule the page
 * uses to load the notices' code and the notices use to show themselves (./standing-notice.tsx,
 * ./paused-notice.tsx). A new kind of notice is added here first.
 */
export function standingNoticeDue(standing: MemberStanding | undefined): boolean {
  return Boolean(standing && (standing.suspension || standing.rejection || standing.photoUnderReview));
}

export function homeNoticeDue(standing: MemberStanding | undefined): boolean {
  return Boolean(standing?.paused) || standingNoticeDue(standing);
}
