import type { Config } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { acceptedBetween } from '../interests/service.js';
import { findListedProfile } from '../profiles/service.js';
import { closedReasonFor, viewerRules, type ViewerRules } from '../profiles/viewer-access.js';
import { findUserById } from '../users/repository.js';
import { viewerOfPhotoLink, type PhotoViewer } from './photo-links.js';
import { adminExists } from './repository.js';

/**
 * Whether a viewer may open a photo its owner shows only after an accepted interest, now: the
 * owner, an administrator, or an approved member the owner is shown to (no block, not paused)
 * with an accepted interest between the two. Asked on every request, so a link made while the
 * viewer had access opens nothing once it is gone.
 */
async function mayOpenPrivatePhoto(db: DbOrTx, rules: ViewerRules, viewer: PhotoViewer, ownerId: string): Promise<boolean> {
  if (viewer.kind === 'admin') return adminExists(db, viewer.id);
  if (viewer.id === ownerId) return true;
  const member = await findUserById(db, viewer.id);
  if (!member || closedReasonFor(member, rules)) return false;
  if (!(await findListedProfile(db, member, ownerId, rules.terms))) return false;
  return acceptedBetween(db, member.id, ownerId);
}

/**
 * Whether the address of a private photo, decided by `key`, opens it now: its `access` token was
 * signed for a viewer (privacy/photo-links.ts) who may open the owner's private photos.
 */
export async function photoLinkOpens(
  db: DbOrTx,
  config: Pick<Config, 'ANNUAL_FEE_INR' | 'POLICY_VERSION'>,
  key: string,
  access: string | undefined,
  ownerId: string,
): Promise<boolean> {
  const viewer = await viewerOfPhotoLink(db, key, access);
  return viewer !== null && (await mayOpenPrivatePhoto(db, viewerRules(config), viewer, ownerId));
}
