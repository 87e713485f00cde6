import { ageInYears } from '../../contract/dates.js';
import { CONTACT_FIELDS, type HiddenGroups, type HiddenReason } from '../../contract/privacy.js';
import type { InterestState, StoredUserDetails, UserRecord } from '../../contract/users.js';
import { pendingPhotoOf } from './pending-photo.js';
import type { ShownRow } from '../db/shown-columns.js';
import type { UserRow } from './repository.js';

/**
 * Who is looking at a member's record, and what joins them to it. This is everything the
 * presenter needs to decide what of the record the viewer may read (docs/decisions/0016-privacy.md).
 */
type Audience =
  | { kind: 'owner' }
  | { kind: 'admin' }
  | {
      kind: 'member';
      /** Set while the viewer's own profile is not approved: nothing private reaches them. */
      viewerHidden?: HiddenReason;
      /** The live interest between the two as the viewer may know it; an accepted one opens what the owner shares with interests. */
      interest?: InterestState;
    };

/** Turns the address of a private photo into one that opens it for this viewer only, for a while. */
export type PhotoLink = (url: string) => string;

export interface PresentOptions {
  audience: Audience;
  photoLink: PhotoLink;
  /** Today in India (YYYY-MM-DD), worked out once per request rather than once per row. */
  today?: string;
  /**
   * Contacts the owner would show this viewer, withheld all the same, and why: DETAILS_PAGE in a
   * list, DAILY_CAP past the viewer's daily cap (with `contactUntil`, when it resets).
   */
  contactWithheld?: { reason: HiddenReason; until?: string };
}

type Groups = StoredUserDetails;

// A row saved before a group existed still answers with every group (as an empty object).
const EMPTY_GROUPS = {
  personalDetails: {},
  basicDetails: {},
  familyDetails: {},
  addressDetails: {},
  partnerpreferences: {},
} as unknown as Groups;

const accepted = (audience: Audience) => audience.kind === 'member' && audience.interest?.status === 'ACCEPTED';

/** Why this viewer may not read the owner's contact group, or undefined when they may. */
function contactHiddenFrom(row: Pick<UserRow, 'contactVisibility'>, audience: Audience): HiddenReason | undefined {
  if (audience.kind !== 'member') return undefined;
  if (audience.viewerHidden) return audience.viewerHidden;
  switch (row.contactVisibility) {
    case 'MEMBERS':
      return undefined;
    case 'NOBODY':
      return 'OWNER_HIDES';
    default:
      return accepted(audience) ? undefined : 'INTEREST_REQUIRED';
  }
}

/** Why this viewer gets the blurred copy instead of the owner's photo, or undefined when they may see it. */
function photoHiddenFrom(row: Pick<UserRow, 'photoVisibility'>, audience: Audience): HiddenReason | undefined {
  if (audience.kind !== 'member') return undefined;
  if (audience.viewerHidden) return audience.viewerHidden;
  if (row.photoVisibility === 'MEMBERS') return undefined;
  return accepted(audience) ? undefined : 'INTEREST_REQUIRED';
}

function withoutKeys<T extends object>(group: T, keys: readonly string[]): T {
  const copy = { ...group } as Record<string, unknown>;
  for (const key of keys) delete copy[key];
  return copy as T;
}

/**
 * The photo as this viewer may have it. A viewer without access gets the blurred copy under
 * both names (never an address of the photo itself); a private photo reaches the others only
 * through links signed for them; the identity document only its owner and admins.
 */
function presentPhoto(row: PresentedRow, options: PresentOptions, hidden: HiddenReason | undefined): UserRecord['photoDetails'] {
  const { audience, photoLink } = options;
  // A photo waiting for review is the owner's own to see: nobody else gets its address.
  // The owner's record is drawn from their own whole row (`presentUser`'s first form).
  const waiting = audience.kind === 'owner' ? pendingPhotoOf(row as UserRow) : null;
  const stored = row.photoDetails ?? (waiting ? {} : null);
  if (!stored) return null;
  const out: NonNullable<UserRecord['photoDetails']> = {};
  if (waiting) out.underReview = row.photoVisibility === 'MEMBERS' ? waiting.profilePhoto : photoLink(waiting.profilePhoto);
  if (hidden) {
    if (stored.blurred) {
      out.profilePhoto = stored.blurred;
      out.thumbnail = stored.blurred;
    }
  } else {
    const open = row.photoVisibility === 'MEMBERS' ? (url: string) => url : photoLink;
    if (stored.profilePhoto) out.profilePhoto = open(stored.profilePhoto);
    if (stored.thumbnail) out.thumbnail = open(stored.thumbnail);
  }
  if (audience.kind !== 'member' && stored.adharCard) out.adharCard = stored.adharCard;
  if (audience.kind === 'owner' && stored.blurred) out.blurred = stored.blurred;
  return out;
}

/**
 * A member's row as the presenter reads it: the whole row (which never holds the password's hash),
 * which the owner's and an admin's records need (a photo waiting for review is the owner's alone
 * to see), or for another member only what members are shown of each other (`presentUser`'s two forms).
 */
type PresentedRow = ShownRow | UserRow;

/**
 * A stored member as SPEC section 3 shapes it, for one viewer: `_id` and `id` are the same, age
 * is derived from the date of birth, the password hash is never part of it, and what the owner
 * keeps from this viewer is left out, with `hidden` saying why.
 */
export function presentUser(row: UserRow, options: PresentOptions): UserRecord;
export function presentUser(row: ShownRow, options: PresentOptions & { audience: { kind: 'member' } }): UserRecord;
export function presentUser(row: PresentedRow, options: PresentOptions): UserRecord {
  const { audience } = options;
  const ownersReason = contactHiddenFrom(row, audience);
  const withheld = audience.kind === 'member' && !ownersReason ? options.contactWithheld : undefined;
  const hiddenContact = ownersReason ?? withheld?.reason;
  const hiddenPhoto = photoHiddenFrom(row, audience);
  const stored = row.userDetails ? { ...EMPTY_GROUPS, ...(row.userDetails as Partial<Groups>) } : null;
  const userDetails =
    stored && hiddenContact
      ? {
          ...stored,
          familyDetails: withoutKeys(stored.familyDetails, CONTACT_FIELDS.familyDetails),
          addressDetails: withoutKeys(stored.addressDetails, CONTACT_FIELDS.addressDetails),
        }
      : stored;
  const hidden: HiddenGroups = {
    ...(hiddenContact ? { contact: hiddenContact } : {}),
    ...(withheld?.until ? { contactUntil: withheld.until } : {}),
    ...(hiddenPhoto && row.photoDetails ? { photo: hiddenPhoto } : {}),
  };
  return {
    _id: row.id,
    id: row.id,
    ...(hiddenContact ? {} : { email: row.email, mobileNumber: row.mobileNumber }),
    age: row.dateOfBirth ? ageInYears(row.dateOfBirth, options.today) : null,
    status: row.status,
    photoDetails: presentPhoto(row, options, hiddenPhoto),
    userDetails,
    ...(Object.keys(hidden).length > 0 ? { hidden } : {}),
    ...(audience.kind === 'member' && audience.interest ? { interest: audience.interest } : {}),
    subscriptionUntil: row.subscriptionUntil ? row.subscriptionUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    identityVerified: row.identityVerifiedAt !== null,
  };
}
