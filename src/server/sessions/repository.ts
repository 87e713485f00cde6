import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sessions } from '../db/schema.js';
import type { TokenKind } from './tokens.js';

export async function insertSession(
  db: DbOrTx,
  values: {
    tokenHash: string;
    kind: TokenKind;
    userId: string | null;
    adminId: string | null;
    expiresAt: Date;
    address: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The live (not revoked, not expired) session of this kind with this token hash. */
export async function findLiveSession(db: DbOrTx, kind: TokenKind, tokenHash: string) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, adminId: sessions.adminId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, kind), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row;
}

/** Revokes every session of a member, or every one but `exceptSessionId`; answers how many. */
export async function revokeUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return revoked.length;
}

export async function revokeAdminSessions(db: DbOrTx, adminId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.adminId, adminId));
}

/** Ends one session (sign-out on one device). */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Sessions that expired or were revoked before `before`; answers how many went. */
export async function deleteSessionsEndedBefore(db: DbOrTx, before: Date): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return removed.length;
}
