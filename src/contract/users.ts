import { gunaMilanAnswer } from './horoscope/answer.js';
import { z } from 'zod';
import { ok } from './envelope.js';
import { CONTACT_FIELDS, hiddenGroups } from './privacy.js';
import { mutualMatch } from './match-score.js';
import { userDetails } from './profile.js';
import { USER_STATUSES } from './reference/index.js';
import { memberReview } from './member-review.js';
import { memberStanding } from './standing.js';

/**
 * A user record as answers carry it (SPEC section 3). Contact fields and the identity document are
 * optional because the server leaves them out where the viewer may not see them (`hidden` says why).
 */
const photoDetails = z.object({
  profilePhoto: z.string().optional(),
  thumbnail: z.string().optional(),
  adharCard: z.string().optional(),
  /** The owner's own record only: what members without access to the photo see instead. */
  blurred: z.string().optional(),
  /** The owner's own record only: their new photo while it waits for review (others see the approved one, or none). */
  underReview: z.string().optional(),
});
export type PhotoDetails = z.infer<typeof photoDetails>;

/**
 * The live interest between the viewer and this member, as the viewer may know it: a sender
 * never learns of a decline (it stays PENDING for them).
 */
export const interestState = z.object({
  id: z.string(),
  direction: z.enum(['SENT', 'RECEIVED']),
  status: z.enum(['PENDING', 'ACCEPTED', 'DECLINED']),
});
export type InterestState = z.infer<typeof interestState>;

type FamilyContactField = (typeof CONTACT_FIELDS.familyDetails)[number];
type AddressContactField = (typeof CONTACT_FIELDS.addressDetails)[number];

/** The profile groups, as the profile schema (SPEC section 3) checks what a member saves. */
const { personalDetails, basicDetails, familyDetails, addressDetails } = userDetails.shape;
const partnerPreferences = userDetails.shape.partnerpreferences.unwrap();

type Withholdable<T, K extends PropertyKey> = Omit<T, K & keyof T> & Partial<Pick<T, K & keyof T>>;

/** The profile groups as stored: what the profile schemas produce, contact details possibly withheld. */
export interface StoredUserDetails {
  personalDetails: z.output<typeof personalDetails>;
  basicDetails: z.output<typeof basicDetails>;
  familyDetails: Withholdable<z.output<typeof familyDetails>, FamilyContactField>;
  addressDetails: Withholdable<z.output<typeof addressDetails>, AddressContactField>;
  partnerpreferences: z.output<typeof partnerPreferences>;
}

/**
 * A stored group in an answer: typed as its profile schema writes it and listed field by field in
 * the OpenAPI document, but passed through as stored. The groups were validated on the way in;
 * re-checking them on the way out would only turn a row written under an older rule into a 500.
 */
function storedGroup<T>(schema: z.ZodObject): z.ZodType<T, T> {
  const fields = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, z.unknown().optional()]));
  return z.looseObject(fields) as unknown as z.ZodType<T, T>;
}

const storedUserDetails = z.object({
  personalDetails: storedGroup<StoredUserDetails['personalDetails']>(personalDetails),
  basicDetails: storedGroup<StoredUserDetails['basicDetails']>(basicDetails),
  familyDetails: storedGroup<StoredUserDetails['familyDetails']>(familyDetails),
  addressDetails: storedGroup<StoredUserDetails['addressDetails']>(addressDetails),
  partnerpreferences: storedGroup<StoredUserDetails['partnerpreferences']>(partnerPreferences),
});

export const userRecord = z.object({
  _id: z.string(),
  id: z.string(),
  email: z.string().optional(),
  mobileNumber: z.string().optional(),
  age: z.number().nullable(),
  status: z.enum(USER_STATUSES),
  photoDetails: photoDetails.nullable(),
  userDetails: storedUserDetails.nullable(),
  /** Present when something is withheld from this viewer, saying why, group by group. */
  hidden: hiddenGroups.optional(),
  /** For another member's record: the interest between the two, when there is one. */
  interest: interestState.optional(),
  subscriptionUntil: z.string().nullable().optional(),
  createdAt: z.string(),
  /** The verified badge: an administrator checked the identity document against the profile. */
  identityVerified: z.boolean().optional(),
  /** The details page only: guna milan with the viewer, when both gave rashi and nakshatra. */
  gunaMilan: gunaMilanAnswer.optional(),
  /** The details page only: how the viewer and the profile meet each other's partner preferences. */
  match: mutualMatch.optional(),
  /** Admin answers only: where the member stands in moderation. */
  review: memberReview.optional(),
});
export type UserRecord = z.infer<typeof userRecord>;

/** The member's own record, with where they stand (notices and what is asked of them). */
export const userInfoResponse = ok(userRecord.extend({ standing: memberStanding }));
export const updateUserResponse = ok(userRecord.extend({ message: z.string() }));
