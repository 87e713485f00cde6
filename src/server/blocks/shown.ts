import { fullNameOf } from '../../contract/full-name.js';
import type { DbOrTx } from '../db/client.js';
import { isUuid } from '../db/uuid.js';
import { presentToMember } from '../privacy/present-to-member.js';
import { shownProfile } from '../profiles/service.js';
import type { ViewerRules } from '../profiles/viewer-access.js';
import type { UserRow } from '../users/repository.js';
import { tracesBetween } from './repository.js';

/** Another member as the product has shown them to this member, and the name it showed. */
export interface ShownMember {
  id: string;
  name: string;
}

/** The name the presenter gives the row for this viewer: what the listing, details and interests pages show. */
async function presentedName(db: DbOrTx, viewer: UserRow, row: UserRow): Promise<string> {
  const [record] = await presentToMember(db, viewer, [row]);
  return fullNameOf(record?.userDetails?.personalDetails);
}

/**
 * The member `otherId` names, when the product has shown them to `viewer`: a profile the details
 * page would show the viewer now (the listing's rule, for an open viewer), an interest between the
 * two in any state, a notice about them in the viewer's bell, or the viewer's own block or report
 * of them (each made only of someone shown). Anyone else is undefined, exactly like an id nobody
 * has, so naming ids cannot tell who exists, who is paused, or who blocked the viewer.
 *
 * The name is what was shown: the profile's name as presented now when it is listed, else the
 * name the bell's newest notice about them carried, else the presented name of the row as it is.
 */
export async function shownMember(db: DbOrTx, rules: ViewerRules, viewer: UserRow, otherId: string): Promise<ShownMember | undefined> {
  if (!isUuid(otherId) || otherId === viewer.id) return undefined;
  const traces = await tracesBetween(db, viewer.id, otherId);
  if (!traces) return undefined;
  const { other } = traces;
  const listed = await shownProfile(db, rules, presentToMember, viewer, other.id);
  if (listed) return { id: other.id, name: fullNameOf(listed.userDetails?.personalDetails) };
  if (traces.noticeName !== null) return { id: other.id, name: traces.noticeName };
  if (traces.interest || traces.blocked || traces.reported) return { id: other.id, name: await presentedName(db, viewer, other) };
  return undefined;
}
