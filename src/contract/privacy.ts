import { z } from 'zod';
import { ok } from './envelope.js';
import { id } from './fields.js';
import { NOTIFICATION_KINDS } from './notifications.js';

/** Who may see a member's contact details: accepted interests only (the default), every approved member, or nobody. */
export const CONTACT_VISIBILITIES = ['INTEREST', 'MEMBERS', 'NOBODY'] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];

/** Who may see a member's photo unblurred: every approved member (the default), or accepted interests only. */
export const PHOTO_VISIBILITIES = ['MEMBERS', 'INTEREST'] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];

/**
 * The contact group: what reaches a member only by the owner's choice. The record's own email
 * and mobile number, the family's numbers, and the address lines with their pin code. City,
 * taluka, district and state stay public: they help a family judge a match without leading
 * anyone to a door. The fields go or stay together (src/server/users/present.ts).
 */
export const CONTACT_FIELDS = {
  record: ['email', 'mobileNumber'],
  familyDetails: ['motherMobileNumber', 'fatherMobileNumber', 'brotherMobileNumber', 'sisterMobileNumber'],
  addressDetails: ['address', 'tempAddress', 'pincode'],
} as const;

/**
 * Why something is withheld from this viewer. The record says so (`hidden.contact`,
 * `hidden.photo`), so a screen can tell "not given" from "not for you (yet)":
 * - PENDING_APPROVAL, REJECTED: the viewer's own profile is not approved;
 * - INTEREST_REQUIRED: the owner shares it after an accepted interest;
 * - OWNER_HIDES: the owner shares it with nobody;
 * - DAILY_CAP: the viewer has seen the contacts of as many new members today as a day allows
 *   (`contactUntil` says when India's next day begins);
 * - DETAILS_PAGE: lists of members never carry contacts; the member's details page does.
 */
const HIDDEN_REASONS = ['PENDING_APPROVAL', 'REJECTED', 'INTEREST_REQUIRED', 'OWNER_HIDES', 'DAILY_CAP', 'DETAILS_PAGE'] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];
export const hiddenGroups = z.object({
  contact: z.enum(HIDDEN_REASONS).optional(),
  /** With DAILY_CAP: the instant the cap resets (midnight in India). */
  contactUntil: z.string().optional(),
  photo: z.enum(HIDDEN_REASONS).optional(),
});
export type HiddenGroups = z.infer<typeof hiddenGroups>;

/** The member's privacy and mail settings, as the settings page shows them. */
const memberSettings = z.object({
  contactVisibility: z.enum(CONTACT_VISIBILITIES),
  photoVisibility: z.enum(PHOTO_VISIBILITIES),
  /** Hidden from every listing by the member's own choice. */
  paused: z.boolean(),
  /** "Show and record visits": sees who opened their details page, and is recorded, by mutual choice. */
  recordVisits: z.boolean(),
  /** Each kind of mail: on or off, and whether the member may turn it off at all. */
  mail: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), enabled: z.boolean(), switchable: z.boolean() })),
  /** What members without access see instead of the photo; null until the photo has one. */
  blurredPhoto: z.string().nullable(),
});
export type MemberSettings = z.infer<typeof memberSettings>;
export const memberSettingsResponse = ok(memberSettings);

export const privacySettingsBody = z
  .strictObject({
    contactVisibility: z.enum(CONTACT_VISIBILITIES).optional(),
    photoVisibility: z.enum(PHOTO_VISIBILITIES).optional(),
  })
  .refine((body) => body.contactVisibility !== undefined || body.photoVisibility !== undefined, 'validation.required');
export type PrivacySettingsBody = z.input<typeof privacySettingsBody>;

export const pauseBody = z.strictObject({ paused: z.boolean() });
export const mailSettingBody = z.strictObject({ kind: z.enum(NOTIFICATION_KINDS), enabled: z.boolean() });
export type MailSettingBody = z.input<typeof mailSettingBody>;

/** A member named by id: the one to block, unblock, favour or send an interest to. */
export const memberIdBody = z.strictObject({ userId: id });
export type MemberIdBody = z.input<typeof memberIdBody>;

const blockedMember = z.object({ userId: z.string(), name: z.string(), blockedAt: z.string() });
export type BlockedMember = z.infer<typeof blockedMember>;
export const blockListResponse = ok(z.object({ items: z.array(blockedMember) }));

/** A one-click unsubscribe link's answer: which mails stop (ALL: every mail a member may turn off). */
export const UNSUBSCRIBE_ALL = 'ALL';
export const unsubscribeQuery = z.object({ code: z.string().max(1000) });
export const unsubscribeResponse = ok(z.object({ kind: z.enum([...NOTIFICATION_KINDS, UNSUBSCRIBE_ALL]), message: z.string() }));
export type UnsubscribeAnswer = z.infer<typeof unsubscribeResponse>['data'];
