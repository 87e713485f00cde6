import type { UserRecord } from '../../contract/users.js';
import { ageInYears } from '../../contract/dates.js';
import type { UserRow } from './repository.js';

export interface PresentOptions {
  /** The identity document is shown only to its owner and to admins. */
  withDocument: boolean;
  /** Contact details (email, mobile numbers) are withheld from viewers not yet approved. */
  withContact: boolean;
  /** Today in India (YYYY-MM-DD), worked out once per request rather than once per row. */
  today?: string;
}

const EMPTY_GROUPS = {
  personalDetails: {},
  basicDetails: {},
  familyDetails: {},
  addressDetails: {},
  partnerpreferences: {},
};

type Groups = typeof EMPTY_GROUPS;

/**
 * A stored member as SPEC section 3 shapes it: `_id` and `id` are the same, age is derived from
 * the date of birth, and the password hash is never part of it.
 */
export function presentUser(row: UserRow, options: PresentOptions): UserRecord {
  const photo = row.photoDetails ?? null;
  const details = row.userDetails ? { ...EMPTY_GROUPS, ...(row.userDetails as Partial<Groups>) } : null;
  let userDetails: UserRecord['userDetails'] = details;
  if (details && !options.withContact) {
    const {
      motherMobileNumber: _m,
      fatherMobileNumber: _f,
      brotherMobileNumber: _b,
      sisterMobileNumber: _s,
      ...family
    } = details.familyDetails as Record<string, unknown>;
    userDetails = { ...details, familyDetails: family };
  }
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
    subscriptionUntil: row.subscriptionUntil ? row.subscriptionUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    identityVerified: row.identityVerifiedAt !== null,
  };
}
