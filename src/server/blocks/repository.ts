import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { blocks, favourites, interests, notifications, reports, users } from '../db/schema.js';
import { memberColumns } from '../users/repository.js';

/** Keeps the name the blocker was shown; blocking again keeps the first block as it was. */
export async function insertBlock(db: DbOrTx, blockerId: string, blockedId: string, shownName: string): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId, shownName }).onConflictDoNothing();
}

/** Whether the member's own block of the other is in place. */
export async function blockExists(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return row !== undefined;
}

/** Lifts the member's own block; a block the other member made stays. */
export async function deleteBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const removed = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ id: blocks.blockedId });
  return removed.length > 0;
}

/** The members this member blocked, newest first, by the name they were shown when they blocked. */
export async function listBlocked(db: DbOrTx, blockerId: string) {
  return db
    .select({ userId: blocks.blockedId, shownName: blocks.shownName, createdAt: blocks.createdAt })
    .from(blocks)
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
}

/** Each one's favourite of the other goes with a block. */
export async function deleteFavouritesBetween(db: DbOrTx, a: string, b: string): Promise<void> {
  await db
    .delete(favourites)
    .where(or(and(eq(favourites.userId, a), eq(favourites.profileId, b)), and(eq(favourites.userId, b), eq(favourites.profileId, a))));
}

/**
 * The other member's row, when there is one, with what the product has put between the two
 * besides the listing: an interest either way in any state, the newest notice about them in the
 * member's bell (with the name it showed), and the member's own block or report of them.
 * `otherId` must be a uuid.
 */
export async function tracesBetween(db: DbOrTx, memberId: string, otherId: string) {
  // Select lists name columns without their table, so the other member is the parameter here,
  // never users.id (inside each subquery that would be the subquery's own id).
  const [row] = await db
    .select({
      other: memberColumns,
      interest: sql<boolean>`exists (select 1 from ${interests} where (${interests.senderId} = ${memberId} and ${interests.receiverId} = ${otherId}) or (${interests.senderId} = ${otherId} and ${interests.receiverId} = ${memberId}))`,
      noticeName: sql<
        string | null
      >`(select coalesce(${notifications.data}->>'name', '') from ${notifications} where ${notifications.userId} = ${memberId} and ${notifications.data}->>'memberId' = ${otherId}::uuid::text order by ${notifications.createdAt} desc limit 1)`,
      blocked: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${otherId})`,
      reported: sql<boolean>`exists (select 1 from ${reports} where ${reports.reportingUserId} = ${memberId} and ${reports.reportedUserId} = ${otherId})`,
    })
    .from(users)
    .where(eq(users.id, otherId))
    .limit(1);
  return row;
}
