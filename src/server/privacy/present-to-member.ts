import { todayInIndia } from '../../contract/dates.js';
import type { HiddenReason } from '../../contract/privacy.js';
import type { UserRecord } from '../../contract/users.js';
import type { DbOrTx } from '../db/client.js';
import { interestBetween } from '../interests/interest-view.js';
import { liveInterestsWith } from '../interests/service.js';
import { presentUser } from '../users/present.js';
import type { UserRow } from '../users/repository.js';
import { photoLinkFor } from './photo-links.js';

/** What a viewer whose own profile is not approved may not read of anyone. */
function hiddenForViewer(viewer: Pick<UserRow, 'status'>): HiddenReason | undefined {
  if (viewer.status === 'ACTIVE') return undefined;
  return viewer.status === 'PENDING' ? 'PENDING_APPROVAL' : 'REJECTED';
}

/**
 * Other members' records for one member: each row with the relationship between the two
 * (the viewer's own approval, the interest joining them), so the presenter can decide what of
 * it this viewer may read. Every answer that carries another member's record goes through here.
 * `known.noInterests` says the caller already knows the viewer has no live interest at all (the
 * listing reads it with the session), so none is looked up.
 */
export async function presentToMember(
  db: DbOrTx,
  viewer: Pick<UserRow, 'id' | 'status'>,
  rows: UserRow[],
  known: { noInterests?: boolean } = {},
): Promise<UserRecord[]> {
  if (rows.length === 0) return [];
  const [interests, photoLink] = await Promise.all([
    known.noInterests
      ? []
      : liveInterestsWith(
          db,
          viewer.id,
          rows.map((row) => row.id),
        ),
    photoLinkFor(db, { kind: 'member', id: viewer.id }),
  ]);
  const viewerHidden = hiddenForViewer(viewer);
  const today = todayInIndia();
  return rows.map((row) =>
    presentUser(row, {
      audience: {
        kind: 'member',
        viewerHidden,
        interest: interestBetween(
          viewer.id,
          interests.filter((interest) => interest.senderId === row.id || interest.receiverId === row.id),
        ),
      },
      photoLink,
      today,
    }),
  );
}

/**
 * What `presentToMember` makes of rows for this viewer depends on nothing else of the viewer than
 * this key, when the viewer has no live interest (`known.noInterests`): no interest to show and no
 * photo link signed for them, so every viewer with the same key gets the same records and the
 * same answer can serve them all. Undefined when the records are the viewer's own.
 */
export function sharedPresentationKey(viewer: Pick<UserRow, 'status'>, known: { noInterests?: boolean }): string | undefined {
  if (!known.noInterests) return undefined;
  return `${hiddenForViewer(viewer) ?? 'open'}|${todayInIndia()}`;
}

/** The member's own record, whole: their contact details, document and photo as they are. */
export async function presentToOwner(db: DbOrTx, row: UserRow): Promise<UserRecord> {
  return presentUser(row, { audience: { kind: 'owner' }, photoLink: await photoLinkFor(db, { kind: 'member', id: row.id }) });
}
