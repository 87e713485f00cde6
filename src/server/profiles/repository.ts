import { and, desc, eq, gt, gte, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import { todayInIndia, yearsBefore } from '../../contract/dates.js';
import type { DbOrTx } from '../db/client.js';
import { containsText } from '../db/like.js';
import { users } from '../db/schema.js';
import type { SubscriptionTerms } from '../payments/subscription.js';
import type { UserRow } from '../users/repository.js';
import { listedFor, shownTo } from './visibility.js';

export interface ListingQuery {
  viewerId: string;
  /** The fee and the moment: who is shown depends on both (see shownTo). */
  terms: SubscriptionTerms;
  /** The gender to show; undefined shows every gender. */
  gender?: string;
  name?: string;
  age?: { min: number; max: number };
  income?: { min: number; max: number };
  /** Only members whose identity an administrator verified. */
  verifiedOnly?: boolean;
  offset: number;
  limit: number;
}

/**
 * One page of approved profiles, newest first. Age bounds become date-of-birth bounds: aged
 * `min`..`max` means born after the day `max + 1` years ago and on or before the day `min` years
 * ago. The page's ids come first, from the covering listing index alone (a common name may pass
 * over thousands of index entries, never thousands of table rows); then only those rows are read.
 */
export async function listProfiles(db: DbOrTx, query: ListingQuery): Promise<UserRow[]> {
  const conditions: SQL[] = [shownTo(query.viewerId, query.terms)];
  if (query.gender) conditions.push(eq(users.gender, query.gender));
  if (query.name) conditions.push(containsText(users.fullName, query.name));
  if (query.age) {
    const today = todayInIndia();
    conditions.push(lte(users.dateOfBirth, yearsBefore(today, query.age.min)));
    conditions.push(gt(users.dateOfBirth, yearsBefore(today, query.age.max + 1)));
  }
  if (query.income) {
    conditions.push(gte(users.income, query.income.min));
    conditions.push(lte(users.income, query.income.max));
  }
  if (query.verifiedOnly) conditions.push(isNotNull(users.identityVerifiedAt));
  const page = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  if (page.length === 0) return [];
  const ids = page.map((row) => row.id);
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A row deleted between the two reads is simply left out.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One member's row, when the listing would show it to this viewer. */
export async function findListedProfile(
  db: DbOrTx,
  viewer: { id: string; gender: string | null },
  profileId: string,
  terms: SubscriptionTerms,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, profileId), listedFor(viewer, terms)))
    .limit(1);
  return row;
}
