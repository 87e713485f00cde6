import { and, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { blocks, favourites, users } from '../db/schema.js';

export async function insertBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** Lifts the member's own block; a block the other member made stays. */
export async function deleteBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const removed = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ id: blocks.blockedId });
  return removed.length > 0;
}

/** The members this member blocked, newest first, by the name they had. */
export async function listBlocked(db: DbOrTx, blockerId: string) {
  return db
    .select({ userId: blocks.blockedId, fullName: users.fullName, createdAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
}

/** Each one's favourite of the other goes with a block. */
export async function deleteFavouritesBetween(db: DbOrTx, a: string, b: string): Promise<void> {
  await db
    .delete(favourites)
    .where(or(and(eq(favourites.userId, a), eq(favourites.profileId, b)), and(eq(favourites.userId, b), eq(favourites.profileId, a))));
}
