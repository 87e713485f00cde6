import { ageInYears } from '../../contract/dates.js';
import type { UserStatus } from '../../contract/reference/index.js';
import { CONTACT_FIELDS, type HiddenReason, type StoredUserDetails, type UserRecord } from '../../contract/users.js';
import type { UserRow } from './repository.js';

/**
 * Contact details (email, mobile numbers) are shown, or withheld with the reason: the record
 * carries the reason (`hidden.contact`), so screens can tell "not given" from "not for you yet".
 */
export type ContactShown = { withContact: true } | { withContact: false; contactHidden: HiddenReason };

export type PresentOptions = ContactShown & {
  /** The identity document is shown only to its owner and to admins. */
  withDocument: boolean;
  /** Today in India (YYYY-MM-DD), worked out once per request rather than once per row. */
  today?: string;
};

/**
 * What a member viewing other members may see: contact details wait until an admin has approved
 * the viewer, so a fresh account cannot collect phone numbers. Approved viewers see all.
 */
export function contactShownTo(viewer: { status: UserStatus }): ContactShown {
  if (viewer.status === 'ACTIVE') return { withContact: true };
  return { withContact: false, contactHidden: viewer.status === 'PENDING' ? 'PENDING_APPROVAL' : 'REJECTED' };
}

const EMPTY_GROUPS = {
  personalDetails: {},
  basicDetails: {},
  familyDetails: {},
  addressDetails: {},
  partnerpreferences: {},
} as unknown as StoredUserDetails;

function withoutKeys<T extends object>(value: T, keys: readonly string[]): T {
  const copy = { ...value } as Record<string, unknown>;
  for (const key of keys) delete copy[key];
  return copy as T;
}

/**
 * A stored member as SPEC section 3 shapes it: `_id` and `id` are the same, age is derived from
 * the date of birth, and the password hash is never part of it. What the viewer may not see is
 * left out, and `hidden` says why.
 */
export function presentUser(row: UserRow, options: PresentOptions): UserRecord {
  const photo = row.photoDetails ?? null;
  const stored = row.userDetails ? { ...EMPTY_GROUPS, ...(row.userDetails as Partial<StoredUserDetails>) } : null;
  const userDetails =
    stored && !options.withContact ? { ...stored, familyDetails: withoutKeys(stored.familyDetails, CONTACT_FIELDS.familyDetails) } : stored;
  let photoDetails = photo;
  if (photo && !options.withDocument) {
    const { adharCard: _document, ...rest } = photo;
    photoDetails = rest;
  }
  return {
    _id: row.id,
    id: row.id,
    ...(options.withContact ? { email: row.email, mobileNumber: row.mobileNumber } : {}),
    age: row.dateOfBirth ? ageInYears(row.dateOfBirth, options.today) : null,
    status: row.status,
    photoDetails,
    userDetails,
    ...(options.withContact ? {} : { hidden: { contact: options.contactHidden } }),
    subscriptionUntil: row.subscriptionUntil ? row.subscriptionUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    identityVerified: row.identityVerifiedAt !== null,
  };
}
