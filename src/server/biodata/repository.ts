import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { biodataLinks } from '../db/schema.js';

export type BiodataLinkRow = typeof biodataLinks.$inferSelect;

export async function insertBiodataLink(db: DbOrTx, values: typeof biodataLinks.$inferInsert): Promise<BiodataLinkRow> {
  const [row] = await db.insert(biodataLinks).values(values).returning();
  return row!;
}

/** The member's links, newest first. */
export function biodataLinksOf(db: DbOrTx, userId: string): Promise<BiodataLinkRow[]> {
  return db.select().from(biodataLinks).where(eq(biodataLinks.userId, userId)).orderBy(desc(biodataLinks.createdAt));
}

/** How many of the member's links still open at `now`. */
export async function liveBiodataLinkCount(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ live: count() })
    .from(biodataLinks)
    .where(and(eq(biodataLinks.userId, userId), isNull(biodataLinks.revokedAt), gt(biodataLinks.expiresAt, now)));
  return row?.live ?? 0;
}

/** Withdraws one of the member's own links (a link already withdrawn keeps its first time). */
export async function revokeBiodataLink(db: DbOrTx, userId: string, id: string, now: Date): Promise<BiodataLinkRow | undefined> {
  const [row] = await db
    .update(biodataLinks)
    .set({ revokedAt: sql`coalesce(${biodataLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(biodataLinks.id, id), eq(biodataLinks.userId, userId)))
    .returning();
  return row;
}

export async function findBiodataLink(db: DbOrTx, tokenHash: string): Promise<BiodataLinkRow | undefined> {
  const [row] = await db.select().from(biodataLinks).where(eq(biodataLinks.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Counts one opening of a link that still opens. */
export async function countBiodataOpen(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(biodataLinks)
    .set({ opens: sql`${biodataLinks.opens} + 1` })
    .where(eq(biodataLinks.id, id));
}
