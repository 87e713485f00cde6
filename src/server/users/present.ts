import { ageInYears } from '../../contract/dates.js';
import type { UserStatus } from '../../contract/reference/index.js';
import { CONTACT_FIELDS, type HiddenGroups, type StoredUserDetails, type UserRecord } from '../../contract/users.js';
import type { users } from '../db/schema.js';

type UserRow = typeof users.$inferSelect;

export interface PresentOptions {
  /** The identity document is shown only to its owner and to admins. */
  withDocument: boolean;
  /** What this viewer may not see, and why; the record carries the same, so screens can say so. */
  hidden?: HiddenGroups;
  /** Today in India (YYYY-MM-DD), worked out once per request rather than once per row. */
  today?: string;
}

/**
 * What a member viewing other members may not see yet: contact details wait until an admin has
 * approved the viewer, so a fresh account cannot collect phone numbers. Approved viewers see all.
 */
export function hiddenFromMember(viewer: { status: UserStatus }): HiddenGroups | undefined {
  if (viewer.status === 'ACTIVE') return undefined;
  return { contact: viewer.status === 'PENDING' ? 'PENDING_APPROVAL' : 'REJECTED' };
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
  const photo = (row.photoDetails ?? null) as UserRecord['photoDetails'];
  const stored = row.userDetails ? { ...EMPTY_GROUPS, ...(row.userDetails as Partial<StoredUserDetails>) } : null;
  const hideContact = options.hidden?.contact !== undefined;
  const userDetails =
    stored && hideContact ? { ...stored, familyDetails: withoutKeys(stored.familyDetails, CONTACT_FIELDS.familyDetails) } : stored;
  let photoDetails = photo;
  if (photo && !options.withDocument) {
    const { adharCard: _document, ...rest } = photo;
    photoDetails = rest;
  }
  return {
    _id: row.id,
    id: row.id,
    ...(hideContact ? {} : { email: row.email, mobileNumber: row.mobileNumber }),
    age: row.dateOfBirth ? ageInYears(row.dateOfBirth, options.today) : null,
    status: row.status,
    photoDetails,
    userDetails,
    ...(hideContact ? { hidden: options.hidden } : {}),
    subscriptionUntil: row.subscriptionUntil ? row.subscriptionUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
