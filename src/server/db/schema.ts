import { sql } from 'drizzle-orm';
import { DUPLICATE_REASONS, LIMIT_KINDS } from '../../contract/fraud.js';
import { ALERT_FREQUENCIES } from '../../contract/limits.js';
import type { ReviewedValues } from '../../contract/member-review.js';
import type { SavedSearchFilters } from '../../contract/saved-searches.js';
import type { PhotoDetails } from '../../contract/users.js';
import { COMPLETENESS_EXPRESSION } from './completeness-column.js';
import { hasBeyondAscii, nameBeyondAsciiKey } from './like.js';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Members. What listings filter, sort or join on has a column; the rest of a profile's groups
 * live in JSONB exactly as the contract shapes them.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['PENDING', 'ACTIVE', 'REJECT'] })
      .notNull()
      .default('PENDING'),
    gender: text('gender'),
    fullName: text('full_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    income: bigint('income', { mode: 'number' }),
    city: text('city'),
    caste: text('caste'),
    subCaste: text('sub_caste'),
    userDetails: jsonb('user_details'),
    photoDetails: jsonb('photo_details').$type<PhotoDetails>(),
    subscriptionUntil: timestamp('subscription_until', { withTimezone: true }),
    /** The language the member reads (en, hi, mr): mails go out in it. */
    language: text('language', { enum: ['en', 'hi', 'mr'] })
      .notNull()
      .default('en'),

    // Moderation (docs/decisions/0009-member-model.md). Status stays SPEC's PENDING/ACTIVE/REJECT;
    // what else keeps a member out of listings has its own column, so lifting one never lifts another.
    /** Why the last rejection happened: a code of REJECTION_REASONS, and the admin's words for OTHER. */
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    /** Suspended by an administrator after reports: hidden everywhere, told why at sign-in. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionNote: text('suspension_note'),
    /** The suspension's reason, one of REPORT_REASONS, translated for the member. */
    suspensionReason: text('suspension_reason'),
    /** Reported by enough distinct approved members: hidden until an administrator decides. */
    reportHiddenAt: timestamp('report_hidden_at', { withTimezone: true }),
    /** A new photo from an approved member, waiting for review; listings keep the approved one. */
    pendingPhoto: jsonb('pending_photo'),
    /** Which identity document was uploaded (DOCUMENT_TYPES), and what became of it. */
    documentType: text('document_type'),
    documentDecision: text('document_decision', { enum: ['VERIFIED', 'REJECTED'] }),
    documentDecidedAt: timestamp('document_decided_at', { withTimezone: true }),
    documentDecidedBy: uuid('document_decided_by'),
    /** When a rejected member sent the profile for review again (registration counts before that). */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    /**
     * The reviewed details (name, date of birth, gender) as they were approved, kept when an
     * approved member changed one and the profile went back for review at `since` (the
     * review_requested_at it set): what administrators compare the waiting profile against.
     */
    approvedDetails: jsonb('approved_details').$type<{ since: string; values: ReviewedValues }>(),
    /** Set when the identity document's file was deleted after its review. */
    documentDeletedAt: timestamp('document_deleted_at', { withTimezone: true }),
    /** The verified badge: an administrator checked the identity document against the profile. */
    identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),

    // Privacy: the member's own choices.
    /** Paused by the member: out of every listing, back with one click and no new review. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    contactVisibility: text('contact_visibility', { enum: ['INTEREST', 'MEMBERS', 'NOBODY'] })
      .notNull()
      .default('INTEREST'),
    photoVisibility: text('photo_visibility', { enum: ['MEMBERS', 'INTEREST'] })
      .notNull()
      .default('MEMBERS'),
    /** Mail kinds the member turned off: { [kind]: false }. */
    mailPreferences: jsonb('mail_preferences').notNull().default({}),
    /** "Show and record visits": who opened the member's details page, both ways, by mutual choice. */
    recordVisits: boolean('record_visits').notNull().default(false),

    // What the member has confirmed.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /**
     * Registered since email verification began: left unverified past UNVERIFIED_ACCOUNT_DAYS,
     * the sweep removes the account and frees its number and address. Older accounts are never
     * removed for it, nor is one whose email was verified once (docs/decisions/0018-verification-and-two-step.md).
     */
    removeIfUnverified: boolean('remove_if_unverified').notNull().default(false),
    /** The policy version last accepted (the consents table keeps every acceptance). */
    consentVersion: text('consent_version'),
    safetyNoticeSeenAt: timestamp('safety_notice_seen_at', { withTimezone: true }),
    /** The subscription end a renewal reminder was mailed for, so it goes once per period. */
    renewalRemindedFor: timestamp('renewal_reminded_for', { withTimezone: true }),
    /**
     * The profile's rashi and nakshatra as one code (contract/horoscope/moon-signs.ts MOON_SIGNS),
     * null unless both are known and agree: the listing's "guna milan at least N" filter reads it
     * from the listing index.
     */
    moonSign: smallint('moon_sign'),
    /**
     * When the profile was first approved, set by the database itself whoever approves (a trigger,
     * migration 0022); null for profiles approved before it was kept. With created_at for those,
     * when the profile entered the listing: what saved searches' alerts call new
     * (docs/decisions/0040-saved-searches.md).
     */
    approvedAt: timestamp('approved_at', { withTimezone: true }),

    // The matches view's columns (users/match-columns.ts, docs/decisions/0042-matches-view.md):
    // the profile's facts and its owner's partner preferences as codes of the reference lists,
    // written with the profile and read from the matches index alone.
    heightRank: smallint('height_rank'),
    marriageCode: smallint('marriage_code'),
    educationRank: smallint('education_rank'),
    casteCode: smallint('caste_code'),
    subCasteCode: smallint('sub_caste_code'),
    districtCode: smallint('district_code'),
    cityKey: text('city_key'),
    dietCode: smallint('diet_code'),
    manglikCode: smallint('manglik_code'),
    /** Which preferences are set, and which of them are must-haves: bits of PREFERENCE_BITS. */
    wishSet: integer('wish_set').notNull().default(0),
    wishMust: integer('wish_must').notNull().default(0),
    wishAgeMin: smallint('wish_age_min'),
    wishAgeMax: smallint('wish_age_max'),
    wishHeightMin: smallint('wish_height_min'),
    wishHeightMax: smallint('wish_height_max'),
    wishEducation: smallint('wish_education'),
    wishIncome: bigint('wish_income', { mode: 'number' }),
    /** "Any of" preferences as masks of the list's positions. */
    wishMarriage: integer('wish_marriage'),
    wishCaste: integer('wish_caste'),
    wishSubCaste: bigint('wish_sub_caste', { mode: 'number' }),
    wishDistricts: bigint('wish_districts', { mode: 'number' }),
    wishCities: text('wish_cities').array(),
    wishDiet: integer('wish_diet'),
    wishManglik: smallint('wish_manglik'),
    /**
     * How complete the profile is, 0–100, as contract/completeness.ts says: kept by the database
     * from the profile and its photo (db/completeness-column.ts), for "most complete first".
     */
    completeness: smallint('completeness').generatedAlwaysAs(COMPLETENESS_EXPRESSION),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_mobile_number_key').on(t.mobileNumber),
    // Migrations 0001 and 0010 add INCLUDE (full_name, date_of_birth, income[, gender,
    // subscription_until]) to these two, and 0020 moon_sign to the first, which Drizzle cannot express. The listing's index holds
    // only profiles no flag hides, so a page's ids come from an index-only scan, names and ranges
    // tested in the index (docs/decisions/0020-listing-index.md).
    index('users_listing_idx')
      .on(t.status, t.gender, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.suspendedAt} is null and ${t.reportHiddenAt} is null and ${t.pausedAt} is null`),
    index('users_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('users_created_at_idx').on(t.createdAt),
    // A listing's age or income range, or guna milan's moon signs, that few listed members of the
    // gender have: their entries by birth date, income or moon sign, instead of a walk of the whole
    // listing index for a page it never fills. A common one is still tested on the listing index's
    // entries, in its order (docs/decisions/0063-rare-filters-and-deep-pages.md). Each index's last
    // condition holds for every value the listing may ask (an age of at most 120, an income from 0,
    // a moon sign's code), so a plan made for the values can use it; a plan made once for any values
    // cannot prove it, and keeps to the listing index's order. Without that condition, such a plan
    // took every range for rare, and read a common one by its index and sorted it: 120–200 ms a
    // page at a million.
    index('users_listed_birth_idx')
      .on(t.gender, t.dateOfBirth)
      .where(
        sql`${t.status} = 'ACTIVE' and ${t.suspendedAt} is null and ${t.reportHiddenAt} is null and ${t.pausedAt} is null and ${t.dateOfBirth} > '1800-01-01'::date`,
      ),
    index('users_listed_income_idx')
      .on(t.gender, t.income)
      .where(
        sql`${t.status} = 'ACTIVE' and ${t.suspendedAt} is null and ${t.reportHiddenAt} is null and ${t.pausedAt} is null and ${t.income} >= 0::bigint`,
      ),
    index('users_listed_moon_sign_idx')
      .on(t.gender, t.moonSign)
      .where(
        sql`${t.status} = 'ACTIVE' and ${t.suspendedAt} is null and ${t.reportHiddenAt} is null and ${t.pausedAt} is null and ${t.moonSign} >= 0::smallint`,
      ),
    index('users_full_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    // A listing's name search past the newest profiles, one index per gender shown: a name common
    // in one gender is then no cost to a search among the other (docs/decisions/0020-listing-index.md).
    ...(['Female', 'Male'] as const).map((gender) =>
      index(`users_listed_${gender.toLowerCase()}_name_idx`)
        .using('gin', sql`lower(${t.fullName}) gin_trgm_ops`)
        .where(
          sql`${t.status} = 'ACTIVE' and ${t.gender} = '${sql.raw(gender)}' and ${t.suspendedAt} is null and ${t.reportHiddenAt} is null and ${t.pausedAt} is null`,
        ),
    ),
    // The same three for names with letters outside ASCII (Devanagari), by a key pg_trgm can read
    // (db/like.ts; docs/decisions/0064-names-beyond-ascii-indexed.md): only those names are in them.
    index('users_full_name_beyond_ascii_idx')
      .using('gin', sql`${nameBeyondAsciiKey(t.fullName)} gin_trgm_ops`)
      .where(hasBeyondAscii(t.fullName)),
    ...(['Female', 'Male'] as const).map((gender) =>
      index(`users_listed_${gender.toLowerCase()}_name_beyond_ascii_idx`)
        .using('gin', sql`${nameBeyondAsciiKey(t.fullName)} gin_trgm_ops`)
        .where(
          sql`${t.status} = 'ACTIVE' and ${t.gender} = '${sql.raw(gender)}' and ${t.suspendedAt} is null and ${t.reportHiddenAt} is null and ${t.pausedAt} is null and ${hasBeyondAscii(t.fullName)}`,
        ),
    ),
    // The "verified only" listing: few members, so their own index rather than a filter over all.
    index('users_verified_listing_idx')
      .on(t.status, t.gender, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.identityVerifiedAt} is not null`),
    // The photo review queue, oldest first.
    index('users_pending_photo_idx')
      .on(sql`(${t.pendingPhoto}->>'submittedAt')`)
      .where(sql`${t.pendingPhoto} is not null`),
    // Documents whose file waits for deletion after a decision (the sweep).
    index('users_document_decided_idx')
      .on(t.documentDecidedAt)
      .where(sql`${t.documentDecision} is not null and ${t.documentDeletedAt} is null`),
    // The renewal reminder finds subscriptions ending within days.
    index('users_subscription_until_idx').on(t.subscriptionUntil),
    // The matches view: the newest listed profiles of a gender with everything it tests in the
    // entries (migration 0023 adds the INCLUDE list, which Drizzle cannot express).
    index('users_matches_idx')
      .on(t.status, t.gender, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.suspendedAt} is null and ${t.reportHiddenAt} is null and ${t.pausedAt} is null`),
    // "Most complete first": the listing index's order after completeness (migration 0024 adds
    // the listing index's INCLUDE list).
    index('users_complete_listing_idx')
      .on(t.status, t.gender, t.completeness.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.suspendedAt} is null and ${t.reportHiddenAt} is null and ${t.pausedAt} is null`),
    // Saved searches' alerts read the profiles of one gender that entered the listing lately,
    // newest first: a few entries of this index, not the whole listing.
    index('users_entered_listing_idx')
      .on(t.gender, sql`coalesce(${t.approvedAt}, ${t.createdAt}) desc`)
      .where(sql`${t.status} = 'ACTIVE' and ${t.suspendedAt} is null and ${t.reportHiddenAt} is null and ${t.pausedAt} is null`),
  ],
);

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  mobileNumber: text('mobile_number').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Shown in the activity log. */
  name: text('name'),
  /** TOTP secret (base32) once enrolment is confirmed; one offered but not yet confirmed waits in pending. */
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last time step whose code was taken: a code is good once (RFC 6238, section 5.2). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes for an admin's two-step sign-in; only hashes are kept. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);

/** Sign-in sessions. Only a hash of the token is kept, so a leaked table opens no account. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['user', 'admin'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Last use, for sessions that end when idle; written at most once a minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** An admin session that passed the password but not yet the second step. */
    awaitingSecondFactor: boolean('awaiting_second_factor').notNull().default(false),
    address: text('address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_admin_idx').on(t.adminId)],
);

/**
 * One-time codes a payment provider hands back to the browser (`/payment?type=1&token=<code>`),
 * exchanged once, within minutes, for a session of the paying member. Only a hash is kept.
 */
export const paymentReturns = pgTable(
  'payment_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('payment_returns_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otpHash: text('otp_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * Hash of the single-use token a verified code hands to whoever typed it; only that token sets
     * the new password, within RESET_WINDOW_MINUTES of verifiedAt.
     */
    tokenHash: text('token_hash').unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * Links a member made to their biodata, opened without signing in (docs/decisions/0038-biodata.md).
 * Only the token's hash is kept, as for sessions: the link is shown once, when it is made.
 */
export const biodataLinks = pgTable(
  'biodata_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    language: text('language', { enum: ['en', 'hi', 'mr'] }).notNull(),
    /** The invocation line at the top (BIODATA_INVOCATIONS), or none. */
    invocation: text('invocation'),
    /** Contacts and address lines are left out unless the member ticked them. */
    showContacts: boolean('show_contacts').notNull().default(false),
    showAddress: boolean('show_address').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** How many times the link was opened (the page or its PDF). */
    opens: integer('opens').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('biodata_links_user_idx').on(t.userId)],
);

/** Files a member uploaded; the bytes live in the file store under these keys. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['photo', 'document'] }).notNull(),
    fileKey: text('file_key').notNull().unique(),
    thumbKey: text('thumb_key'),
    /** A photo's blurred copy, under a name of its own that says nothing of the photo's. */
    blurKey: text('blur_key'),
    /**
     * The copy other members are served, marked with the site's name and the profile number (the
     * original stays unmarked, for its owner and the administrators); null until made.
     */
    markKey: text('mark_key'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportedUserId: uuid('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    reportingUserId: uuid('reporting_user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    /** One of REPORT_REASONS; reports filed before reasons existed, or by SPEC's client, have none. */
    reason: text('reason'),
    /** The reported member's name (or number) when the report was resolved: readable after a deletion. */
    reportedLabel: text('reported_label'),
    status: text('status', { enum: ['OPEN', 'RESOLVED'] })
      .notNull()
      .default('OPEN'),
    /** What the administrator decided, with a note. */
    resolution: text('resolution', { enum: ['DISMISSED', 'SUSPENDED', 'DELETED'] }),
    resolutionNote: text('resolution_note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by'),
    /**
     * Raised to the top of the administrators' queue: another member reported this profile for
     * asking for money (docs/decisions/0044-fraud-signals.md).
     */
    raisedAt: timestamp('raised_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_reported_idx').on(t.reportedUserId),
    index('reports_status_updated_idx').on(t.status, t.updatedAt.desc()),
    index('reports_reported_status_idx').on(t.reportedUserId, t.status),
    // A member has one open report per profile: reporting again updates it.
    uniqueIndex('reports_open_pair_key')
      .on(t.reportingUserId, t.reportedUserId)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);

/**
 * Failed attempts at a secret, kept in the database so every instance counts the same. Each row
 * counts one kind of attempt at one subject from one scope:
 * - `user` and `admin`: wrong passwords for a mobile number (whether or not an account holds it,
 *   so known and unknown numbers answer alike), scoped to the client's address, and once more
 *   account-wide (scope '*') with a higher ceiling, so a stranger's guesses do not lock the owner
 *   out of their own phone;
 * - `second-step`: an admin's wrong authenticator or recovery codes (subject: the admin's id,
 *   scope '*'), which only a right code clears, whatever the password does.
 * Past a threshold the subject backs off in that scope until lockedUntil.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    kind: text('kind', { enum: ['user', 'admin', 'second-step'] }).notNull(),
    subject: text('subject').notNull(),
    scope: text('scope').notNull(),
    failures: integer('failures').notNull().default(0),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject, t.scope] })],
);

/** Payments outlive the payer's account (without personal data) so income totals hold. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['PENDING', 'COMPLETED', 'FAILED'] }).notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** How the money came: FREE, RAZORPAY, CASH or UPI (the last two recorded at the office). */
    method: text('method'),
    /** The gateway's order id (Razorpay `order_…`): a webhook and a checkout return meet on it. */
    orderId: text('order_id').unique(),
    /** The payer's reference for an offline payment (UPI transaction id, cash slip number). */
    reference: text('reference'),
    /** Sequential receipt number, given when the payment completes. */
    receiptNo: integer('receipt_no').unique(),
    /** The subscription year this payment bought. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** The administrator who recorded an offline payment. */
    recordedBy: uuid('recorded_by'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_completed_idx').on(t.status, t.completedAt),
    index('payments_user_idx').on(t.userId),
    // The admin screen lists payments by their date: completion, or creation for those not completed.
    index('payments_date_idx').on(sql`coalesce(${t.completedAt}, ${t.createdAt})`),
    // An office payment is recorded once: the same UPI transaction or cash slip cannot buy two years.
    uniqueIndex('payments_offline_reference_key')
      .on(t.method, t.reference)
      .where(sql`${t.method} in ('CASH', 'UPI')`),
  ],
);

/** Receipt numbers run 1, 2, 3… across all payments, never reused. */
export const receiptNumbers = pgSequence('receipt_numbers', { startWith: 1 });

/**
 * Background jobs (the sweep) take a row here before running, so several instances on one
 * database never run the same job at once; a crashed holder's lock simply runs out. The one call
 * making a payment's Razorpay order holds `payment-order:<payment id>` while it does.
 */
export const jobLocks = pgTable('job_locks', {
  name: text('name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  lockedBy: text('locked_by').notNull(),
});

/**
 * Files whose rows went while a backup was being taken. The database that backup dumped may still
 * name them, so their deletion waits until it has copied them; the backup deletes them when it is
 * done, or the sweep does after one that stopped (docs/decisions/0035-backups.md).
 */
export const heldFileDeletions = pgTable('held_file_deletions', {
  key: text('key').primaryKey(),
  heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The scheduled backups taken (BACKUP_SCHEDULE), one row per slot: of the instances that find a
 * slot due, the one that writes its row takes the backup, and no instance takes it again.
 */
export const backupSlots = pgTable('backup_slots', {
  slot: text('slot').primaryKey(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What happened to a member that they should know: a row for the bell in the app, and (unless
 * the member turned that kind off) a mail in their language. `data` holds the kind's values.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * Every administrator action, appended and never edited. The target member is kept by id and a
 * label (name or number at the time) without a foreign key, so the record outlives a deletion.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: uuid('admin_id'),
    adminName: text('admin_name'),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id'),
    targetLabel: text('target_label'),
    reason: text('reason'),
    detail: jsonb('detail'),
    address: text('address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_admin_idx').on(t.adminId, t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetUserId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
);

/** An interest one member sends another; contact details open when it is accepted. */
export const interests = pgTable(
  'interests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] })
      .notNull()
      .default('PENDING'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** When the receiver first saw it: unseen ones make the header's count. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    // One live interest per pair and direction; a withdrawn one may be sent again.
    uniqueIndex('interests_live_pair_key')
      .on(t.senderId, t.receiverId)
      .where(sql`${t.status} in ('PENDING', 'ACCEPTED', 'DECLINED')`),
    index('interests_receiver_idx').on(t.receiverId, t.createdAt.desc()),
    index('interests_sender_idx').on(t.senderId, t.createdAt.desc()),
  ],
);

/** A member who blocked another: neither sees nor reaches the other. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The blocked member's name as the product showed it to the blocker when they blocked. */
    shownName: text('shown_name'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/** Favourites kept on the server, so they follow the member to every device. */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.profileId] })],
);

/**
 * Who opened whose details page, recorded only while both chose "show and record visits": one row
 * per visitor, profile and India's day, kept 30 days (docs/decisions/0039-profile-visits.md).
 */
export const profileVisits = pgTable(
  'profile_visits',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.visitorId, t.day] }),
    index('profile_visits_visitor_idx').on(t.visitorId),
    index('profile_visits_visited_at_idx').on(t.visitedAt),
  ],
);

/**
 * A member's saved listing filters, at most SAVED_SEARCHES_MAX, each with the alert it mails
 * (docs/decisions/0040-saved-searches.md). The profiles new to the next alert entered the listing
 * after `alerts_from`: when the search was saved, its alert turned on, or the last alert looked.
 * An alert is claimed by moving `last_alert_at` in one conditional statement, so of several
 * instances one sends it.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The listing's filters as the contract keeps them (`SavedSearchFilters`). */
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('none'),
    alertsFrom: timestamp('alerts_from', { withTimezone: true }).notNull().defaultNow(),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    /** The last alert that found new profiles and was mailed. */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    // The sweep's look for alerts that fell due.
    index('saved_searches_alert_idx')
      .on(t.lastAlertAt)
      .where(sql`${t.frequency} <> 'none'`),
  ],
);

/** Every acceptance of the terms and privacy policy: what was accepted, when and from where. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policyVersion: text('policy_version').notNull(),
    /** "I am registering to find a marriage partner for myself or a family member." */
    marriagePurpose: boolean('marriage_purpose').notNull(),
    /** "I accept the Terms and the Privacy Policy." */
    termsAccepted: boolean('terms_accepted').notNull(),
    address: text('address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Registrations and sign-ins: time, client address and user agent, kept ACCESS_LOG_RETENTION_DAYS. */
export const accessRecords = pgTable(
  'access_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['REGISTER', 'SIGN_IN'] }).notNull(),
    address: text('address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('access_records_user_idx').on(t.userId, t.createdAt.desc()), index('access_records_created_idx').on(t.createdAt)],
);

/** Ticket numbers for grievances, never reused. */
export const grievanceNumbers = pgSequence('grievance_numbers', { startWith: 1 });

/** Complaints to the grievance officer, from anyone, signed in or not. */
export const grievances = pgTable(
  'grievances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticket: text('ticket').notNull().unique(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    profileRef: text('profile_ref'),
    email: text('email').notNull(),
    language: text('language', { enum: ['en', 'hi', 'mr'] })
      .notNull()
      .default('en'),
    /** The member who filed it, when signed in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['RECEIVED', 'IN_PROGRESS', 'RESOLVED', 'REJECTED'] })
      .notNull()
      .default('RECEIVED'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    resolutionNote: text('resolution_note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    handledBy: uuid('handled_by'),
    address: text('address'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grievances_status_due_idx').on(t.status, t.dueAt)],
);

/**
 * Codes that prove a member holds an email address or a mobile number. The code and the
 * one-click link's token are kept only as hashes; `target` is the address the code went to, so a
 * code sent before the email changed verifies nothing.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['EMAIL', 'MOBILE'] }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    linkHash: text('link_hash').unique(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.channel, t.createdAt.desc())],
);

/**
 * Settings the instances share, made once: the key that signs unsubscribe and verification links
 * lives here, so every instance on one database checks the same signatures.
 */
export const appSettings = pgTable('app_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Indexes dropped for a bulk load (the demo seed), written down in the transaction that drops
 * them. Whoever migrates the database next builds any still listed, so a load interrupted even by
 * a kill loses no index (src/server/db/deferred-indexes.ts).
 */
export const deferredIndexes = pgTable('deferred_indexes', {
  name: text('name').primaryKey(),
  definition: text('definition').notNull(),
  deferredAt: timestamp('deferred_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The embedded database's counts of writes since each table's last vacuum and analysis, carried
 * from one opening of it to the next: PGlite starts its statistics from zero each time it opens,
 * and a server restarted more often than a table reaches its thresholds would otherwise never
 * vacuum or analyse it again (db/embedded-upkeep.ts). Unused on PostgreSQL, which keeps its own.
 */
export const embeddedUpkeepCounts = pgTable('embedded_upkeep_counts', {
  tableName: text('table_name').primaryKey(),
  dead: integer('dead').notNull(),
  inserted: integer('inserted').notNull(),
  modified: integer('modified').notNull(),
});

// Fake profiles and contact harvesting (docs/decisions/0044-fraud-signals.md). Kept apart from
// `users` so that a check or a count never writes the member's row, whose writes move the listing.

/**
 * What the duplicate check compares, one row per member: written when the account registers
 * (the address) and, off the request path, when the profile is submitted or changed (the rest).
 * `checked_at` null means a check is due; the sweep finishes any a stopped process left.
 */
export const duplicateKeys = pgTable(
  'duplicate_keys',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The photo's 64-bit perceptual hash, as a signed bigint; compared by Hamming distance. */
    photoHash: bigint('photo_hash', { mode: 'bigint' }),
    /** SHA-256 of the identity document's file, hex: kept after the file itself is deleted. */
    documentHash: text('document_hash'),
    /** The full name folded (lower case, single spaces) with the date of birth: `name|yyyy-mm-dd`. */
    nameBirth: text('name_birth'),
    /** The parents' mobile numbers, digits only. */
    parentMobiles: text('parent_mobiles').array(),
    /** A keyed hash of the address the account registered from, never the address itself. */
    registrationAddress: text('registration_address'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A photo within a few bits of another shares at least one 16-bit quarter of its hash
    // exactly: four equality lookups find every candidate, then the distance is counted.
    ...[48, 32, 16, 0].map((shift) =>
      index(`duplicate_keys_photo_${shift}_idx`)
        .on(sql`((${t.photoHash} >> ${sql.raw(String(shift))}) & 65535)`)
        .where(sql`${t.photoHash} is not null`),
    ),
    index('duplicate_keys_document_idx')
      .on(t.documentHash)
      .where(sql`${t.documentHash} is not null`),
    index('duplicate_keys_name_birth_idx')
      .on(t.nameBirth)
      .where(sql`${t.nameBirth} is not null`),
    index('duplicate_keys_parent_mobiles_idx').using('gin', t.parentMobiles),
    index('duplicate_keys_registration_idx')
      .on(t.registrationAddress, t.registeredAt)
      .where(sql`${t.registrationAddress} is not null`),
    index('duplicate_keys_due_idx')
      .on(t.updatedAt)
      .where(sql`${t.checkedAt} is null`),
  ],
);

/**
 * A possible duplicate: two accounts and the reason, kept once per pair and reason with the
 * smaller id first, so both accounts' pages show it and one dismissal covers both. A dismissed
 * hit found again stays dismissed.
 */
export const duplicateHits = pgTable(
  'duplicate_hits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: DUPLICATE_REASONS }).notNull(),
    /** The photos' Hamming distance, for PHOTO. */
    distance: smallint('distance'),
    createdAt: createdAt(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: uuid('dismissed_by'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.otherUserId, t.reason] }), index('duplicate_hits_other_idx').on(t.otherUserId)],
);

/**
 * Whose contact details a member has been shown, and on which India day first: at most
 * CONTACT_REVEALS_PER_DAY new members a day. A member shown once stays shown without counting again.
 */
export const contactReveals = pgTable(
  'contact_reveals',
  {
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shownId: uuid('shown_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.viewerId, t.shownId] }), index('contact_reveals_day_idx').on(t.viewerId, t.day)],
);

/**
 * The India days an account ran into one of those limits, and how often that day: an account
 * that does so on several days of a week is flagged for the administrators.
 */
export const limitHits = pgTable(
  'limit_hits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LIMIT_KINDS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hits: integer('hits').notNull().default(1),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.day] }), index('limit_hits_day_idx').on(t.day)],
);
