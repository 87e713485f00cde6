import { and, desc, eq, gte, lt, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { profileVisits, users } from '../db/schema.js';
import type { SubscriptionTerms } from '../payments/subscription.js';
import { listedFor } from '../profiles/visibility.js';
import { shownColumns, type ShownRow } from '../db/shown-columns.js';
import type { UserRow } from '../users/repository.js';

/**
 * Records that `visitorId` opened `profileId`'s details page on `day`, once a day, and only
 * while both record visits: one statement, which writes nothing otherwise.
 */
export async function recordVisit(db: DbOrTx, visitorId: string, profileId: string, day: string): Promise<void> {
  if (visitorId === profileId) return;
  await db.execute(sql`
    insert into ${profileVisits} (profile_id, visitor_id, day)
    select ${profileId}::uuid, ${visitorId}::uuid, ${day}::date
    where (select count(*) from ${users} where ${users.id} in (${profileId}::uuid, ${visitorId}::uuid) and ${users.recordVisits}) = 2
    on conflict do nothing`);
}

/**
 * The member's visitors since `since` who still record visits and whom the listing would show
 * the member, each with their latest visit, newest first.
 */
export async function visitorsOf(
  db: DbOrTx,
  viewer: { id: string; gender: string | null },
  since: Date,
  limit: number,
  terms: SubscriptionTerms,
): Promise<{ user: ShownRow; visitedAt: Date }[]> {
  const latest = db
    .select({ visitorId: profileVisits.visitorId, visitedAt: max(profileVisits.visitedAt).as('last_visit') })
    .from(profileVisits)
    .where(and(eq(profileVisits.profileId, viewer.id), gte(profileVisits.visitedAt, since)))
    .groupBy(profileVisits.visitorId)
    .as('latest');
  const rows = await db
    .select({ user: shownColumns, visitedAt: latest.visitedAt })
    .from(latest)
    .innerJoin(users, eq(users.id, latest.visitorId))
    .where(and(eq(users.recordVisits, true), listedFor(viewer, terms)))
    .orderBy(desc(latest.visitedAt))
    .limit(limit);
  return rows.map((row) => ({ user: row.user, visitedAt: row.visitedAt as Date }));
}

/** Turns recording on or off; answers the member's row, or undefined when there is none. */
export async function setRecordVisits(db: DbOrTx, userId: string, on: boolean): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ recordVisits: on, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return row;
}

/** Forgets every visit the member made or received. */
export async function forgetVisitsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(profileVisits).where(or(eq(profileVisits.profileId, userId), eq(profileVisits.visitorId, userId)));
}

/** Visits older than `before`, at most `limit`; answers how many went. */
export async function deleteVisitsBefore(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const gone = await db
    .delete(profileVisits)
    .where(
      sql`(${profileVisits.profileId}, ${profileVisits.visitorId}, ${profileVisits.day}) in (select ${profileVisits.profileId}, ${profileVisits.visitorId}, ${profileVisits.day} from ${profileVisits} where ${lt(profileVisits.visitedAt, before)} limit ${limit})`,
    )
    .returning({ day: profileVisits.day });
  return gone.length;
}

/** The visits the member made, newest first. */
export async function visitsMadeBy(db: DbOrTx, userId: string): Promise<{ profileId: string; day: string; visitedAt: Date }[]> {
  return db
    .select({ profileId: profileVisits.profileId, day: profileVisits.day, visitedAt: profileVisits.visitedAt })
    .from(profileVisits)
    .where(eq(profileVisits.visitorId, userId))
    .orderBy(desc(profileVisits.visitedAt));
}
