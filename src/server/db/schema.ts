import { sql } from 'drizzle-orm';
import type { PhotoDetails } from '../../contract/users.js';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_mobile_number_key').on(t.mobileNumber),
    // Migration 0001 adds INCLUDE (full_name, date_of_birth, income[, gender]) to these two, which
    // Drizzle cannot express: the listing finds a page's ids by an index-only scan.
    index('users_listing_idx').on(t.status, t.gender, t.createdAt.desc(), t.id.desc()),
    index('users_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('users_created_at_idx').on(t.createdAt),
    index('users_date_of_birth_idx').on(t.status, t.gender, t.dateOfBirth),
    index('users_income_idx').on(t.status, t.gender, t.income),
    index('users_full_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
  ],
);

export const admins = pgTable('admins', {
  id: uuid('id').primaryKey().defaultRandom(),
  mobileNumber: text('mobile_number').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

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
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt.desc())],
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
    status: text('status', { enum: ['OPEN', 'RESOLVED'] })
      .notNull()
      .default('OPEN'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_reported_idx').on(t.reportedUserId),
    // A member has one open report per profile: reporting again updates it.
    uniqueIndex('reports_open_pair_key')
      .on(t.reportingUserId, t.reportedUserId)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);

/**
 * Failed sign-ins per account, whatever address they come from: past a few, the account backs
 * off for a while and its owner is told. Kept in the database so every instance sees the same.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    kind: text('kind', { enum: ['user', 'admin'] }).notNull(),
    accountId: uuid('account_id').notNull(),
    failures: integer('failures').notNull().default(0),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.accountId] })],
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
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('payments_completed_idx').on(t.status, t.completedAt)],
);

/**
 * Background jobs (the sweep) take a row here before running, so several instances on one
 * database never run the same job at once; a crashed holder's lock simply runs out.
 */
export const jobLocks = pgTable('job_locks', {
  name: text('name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  lockedBy: text('locked_by').notNull(),
});
