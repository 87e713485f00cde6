import { users } from './schema.js';

/**
 * What showing a member to another member reads of their row (users/present.ts `presentUser`):
 * the statements of any feature that read members to show them select these, not the whole row.
 * Each column read costs the database its output and the driver its parse (a date made for each
 * of a dozen timestamps); on the embedded database a whole row cost three times as much.
 */
export const shownColumns = {
  id: users.id,
  email: users.email,
  mobileNumber: users.mobileNumber,
  status: users.status,
  dateOfBirth: users.dateOfBirth,
  userDetails: users.userDetails,
  photoDetails: users.photoDetails,
  contactVisibility: users.contactVisibility,
  photoVisibility: users.photoVisibility,
  subscriptionUntil: users.subscriptionUntil,
  createdAt: users.createdAt,
  identityVerifiedAt: users.identityVerifiedAt,
};

/** A member's row as shown to another member (`shownColumns`); a whole row is one. */
export type ShownRow = Pick<typeof users.$inferSelect, keyof typeof shownColumns>;
