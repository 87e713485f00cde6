import { and, asc, count, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AlertFrequency } from '../../contract/limits.js';
import type { SavedSearchFilters } from '../../contract/saved-searches.js';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { savedSearches, users } from '../db/schema.js';
import type { SubscriptionTerms } from '../payments/subscription.js';
import { memberColumns, type UserRow } from '../users/repository.js';
import { MEMBER_HOLD } from '../db/member-hold.js';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The member's saved searches, oldest first. */
export async function searchesOf(db: DbOrTx, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/**
 * How many searches the member keeps, counted while holding their row: two saves at once wait
 * for each other, so they cannot both pass the limit. Undefined when the member is gone.
 */
export async function lockedSearchCount(tx: DbOrTx, userId: string): Promise<number | undefined> {
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for(MEMBER_HOLD);
  if (!member) return undefined;
  const [row] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

export async function insertSearch(
  db: DbOrTx,
  values: { userId: string; name: string; filters: SavedSearchFilters; frequency: AlertFrequency },
): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

/**
 * A new name or frequency for one of the member's searches; undefined when they have no such
 * search. An alert turned on (from `none`) counts profiles new from that moment, not from when the
 * search was saved: what came while it was off is not mailed.
 */
export async function updateSearch(
  db: DbOrTx,
  userId: string,
  id: string,
  changes: { name?: string; frequency?: AlertFrequency },
): Promise<SavedSearchRow | undefined> {
  const turnedOn = changes.frequency && changes.frequency !== 'none' ? sql`${savedSearches.frequency} = 'none'` : sql`false`;
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.frequency !== undefined ? { frequency: changes.frequency } : {}),
      // The right-hand sides read the row as it was.
      alertsFrom: sql`case when ${turnedOn} then now() else ${savedSearches.alertsFrom} end`,
      lastAlertAt: sql`case when ${turnedOn} then null else ${savedSearches.lastAlertAt} end`,
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row;
}

/** Deletes one of the member's searches; false when they have no such search. */
export async function deleteSearch(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return gone.length > 0;
}

/** The database's clock: the one moment an alert run compares with the times the database wrote. */
export async function databaseNow(db: DbOrTx): Promise<Date> {
  const [row] = rowsOf<{ ms: number | string }>(await db.execute(sql`select (extract(epoch from now()) * 1000)::float8 as ms`));
  return new Date(Math.floor(Number(row!.ms)));
}

/**
 * Searches whose alert period has come round (`dueBefore`: an alert claimed at or before it is
 * over), after `afterId` in id order, with their member's row, for members who may be mailed one:
 * approved, not suspended, paused or hidden by reports, who accepted the policies in force, have
 * a profile and a running subscription (with a fee), and have not turned these mails off. The
 * service asks the listing's own rule (viewer-access.ts) again of each.
 */
export async function dueAlerts(
  db: DbOrTx,
  options: {
    dueBefore: Record<Exclude<AlertFrequency, 'none'>, Date>;
    policyVersion: string;
    terms: SubscriptionTerms;
    afterId?: string;
    limit: number;
  },
): Promise<{ search: SavedSearchRow; member: UserRow }[]> {
  const due = (frequency: Exclude<AlertFrequency, 'none'>) =>
    and(
      eq(savedSearches.frequency, frequency),
      or(isNull(savedSearches.lastAlertAt), lte(savedSearches.lastAlertAt, options.dueBefore[frequency])),
    );
  return db
    .select({ search: savedSearches, member: memberColumns })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        or(due('daily'), due('weekly')),
        options.afterId ? gt(savedSearches.id, options.afterId) : undefined,
        eq(users.status, 'ACTIVE'),
        isNull(users.suspendedAt),
        isNull(users.pausedAt),
        isNull(users.reportHiddenAt),
        eq(users.consentVersion, options.policyVersion),
        isNotNull(users.userDetails),
        options.terms.annualFeeInr > 0 ? gt(users.subscriptionUntil, options.terms.now) : undefined,
        sql`(${users.mailPreferences} -> 'SAVED_SEARCH_ALERT') is distinct from 'false'::jsonb`,
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(options.limit);
}

/**
 * Claims this period's alert of a search: moves `last_alert_at` to `now` only if the search still
 * mails at this frequency and its last alert was claimed at or before `dueBefore`. One statement,
 * so of several instances (or sweeps) asking at once exactly one gets it: the others' statements
 * wait for its row lock and then find the moved time. `alerts_from` moves with it: the next
 * alert's profiles are those that enter the listing after this one looked.
 */
export async function claimAlert(
  db: DbOrTx,
  id: string,
  frequency: Exclude<AlertFrequency, 'none'>,
  now: Date,
  dueBefore: Date,
): Promise<boolean> {
  const claimed = await db
    .update(savedSearches)
    .set({ lastAlertAt: now, alertsFrom: now })
    .where(
      and(
        eq(savedSearches.id, id),
        eq(savedSearches.frequency, frequency),
        or(isNull(savedSearches.lastAlertAt), lte(savedSearches.lastAlertAt, dueBefore)),
      ),
    )
    .returning({ id: savedSearches.id });
  return claimed.length > 0;
}

export async function markMailed(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(savedSearches).set({ lastMailedAt: at }).where(eq(savedSearches.id, id));
}
