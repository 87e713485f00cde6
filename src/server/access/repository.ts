import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accessRecords, sessions } from '../db/schema.js';
import type { ClientInfo } from '../http/client-info.js';

type AccessKind = (typeof accessRecords.$inferInsert)['kind'];

/** A registration or a sign-in: when, from which address, with which browser. */
export async function recordAccess(db: DbOrTx, userId: string, kind: AccessKind, client: ClientInfo): Promise<void> {
  await db.insert(accessRecords).values({ userId, kind, address: client.address, userAgent: client.userAgent });
}

export async function recentAccess(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      kind: accessRecords.kind,
      createdAt: accessRecords.createdAt,
      address: accessRecords.address,
      userAgent: accessRecords.userAgent,
    })
    .from(accessRecords)
    .where(eq(accessRecords.userId, userId))
    .orderBy(desc(accessRecords.createdAt))
    .limit(limit);
}

/** Every record the member has, oldest first (the data download). */
export async function allAccess(db: DbOrTx, userId: string) {
  return db
    .select({
      kind: accessRecords.kind,
      createdAt: accessRecords.createdAt,
      address: accessRecords.address,
      userAgent: accessRecords.userAgent,
    })
    .from(accessRecords)
    .where(eq(accessRecords.userId, userId))
    .orderBy(accessRecords.createdAt);
}

/** The member's sessions that still work: the devices they are signed in on. */
export async function openSessions(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      address: sessions.address,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.kind, 'user'), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
}

/** Records past their retention; answers how many went. */
export async function deleteAccessBefore(db: DbOrTx, before: Date): Promise<number> {
  const removed = await db.delete(accessRecords).where(lt(accessRecords.createdAt, before)).returning({ id: accessRecords.id });
  return removed.length;
}
