import { todayInIndia } from '../../contract/dates.js';
import type { HiddenReason } from '../../contract/privacy.js';
import type { UserRecord } from '../../contract/users.js';
import type { DbOrTx } from '../db/client.js';
import { interestBetween } from '../interests/interest-view.js';
import { liveInterestsWith } from '../interests/service.js';
import { revealContacts } from '../limits/service.js';
import { presentUser, type PresentOptions } from '../users/present.js';
import type { ShownRow } from '../db/shown-columns.js';
import type { UserRow } from '../users/repository.js';
import { photoLinkFor } from './photo-links.js';

/** What a viewer whose own profile is not approved may not read of anyone. */
function hiddenForViewer(viewer: Pick<UserRow, 'status'>): HiddenReason | undefined {
  if (viewer.status === 'ACTIVE') return undefined;
  return viewer.status === 'PENDING' ? 'PENDING_APPROVAL' : 'REJECTED';
}

/**
 * How a caller presents other members: `noInterests`, the caller already knows the viewer has no
 * live interest at all (the listing reads it with the session), so none is looked up;
 * `revealPerDay`, the answer is about members the viewer asked for one by one (the details page,
 * a biodata, their interests), so it carries the contacts their owners show the viewer, at most
 * this many new members a day. Without it the answer is a list of members, and lists carry no
 * contacts (docs/decisions/0046-contact-cap-and-scraping.md).
 */
export interface PresentationOptions {
  noInterests?: boolean;
  revealPerDay?: number;
}

/**
 * Other members' records for one member: each row with the relationship between the two
 * (the viewer's own approval, the interest joining them), so the presenter can decide what of
 * it this viewer may read. Every answer that carries another member's record goes through here,
 * and so does every contact shown to a member: counted here against the daily cap.
 */
export async function presentToMember(
  db: DbOrTx,
  viewer: Pick<UserRow, 'id' | 'status'>,
  rows: ShownRow[],
  known: PresentationOptions = {},
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
  const present = (row: ShownRow, contactWithheld?: PresentOptions['contactWithheld']) =>
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
      contactWithheld,
    });
  if (known.revealPerDay === undefined) return rows.map((row) => present(row, { reason: 'DETAILS_PAGE' }));
  const records = rows.map((row) => present(row));
  const shown = records.filter((record) => !record.hidden?.contact).map((record) => record.id);
  if (shown.length === 0) return records;
  const { withheld, resetsAt } = await revealContacts(db, viewer.id, shown, known.revealPerDay);
  if (withheld.size === 0) return records;
  const capped = { reason: 'DAILY_CAP' as const, until: resetsAt.toISOString() };
  return rows.map((row, index) => (withheld.has(row.id) ? present(row, capped) : records[index]!));
}

/**
 * What `presentToMember` makes of rows for this viewer depends on nothing else of the viewer than
 * this key, when the viewer has no live interest (`known.noInterests`): no interest to show and no
 * photo link signed for them, so every viewer with the same key gets the same records and the
 * same answer can serve them all. Undefined when the records are the viewer's own.
 */
export function sharedPresentationKey(viewer: Pick<UserRow, 'status'>, known: PresentationOptions): string | undefined {
  if (!known.noInterests || known.revealPerDay !== undefined) return undefined;
  return `${hiddenForViewer(viewer) ?? 'open'}|${todayInIndia()}`;
}

/** The member's own record, whole: their contact details, document and photo as they are. */
export async function presentToOwner(db: DbOrTx, row: UserRow): Promise<UserRecord> {
  return presentUser(row, { audience: { kind: 'owner' }, photoLink: await photoLinkFor(db, { kind: 'member', id: row.id }) });
}
