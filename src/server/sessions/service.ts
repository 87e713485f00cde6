import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { sessions } from '../db/schema.js';
import type { ClientInfo } from '../http/client-info.js';
import { hashToken, newToken, type TokenKind } from './tokens.js';

const LIFETIME_MS: Record<TokenKind, number> = {
  user: 30 * 24 * 60 * 60 * 1000,
  admin: 12 * 60 * 60 * 1000,
};

/** Opens a session; `client` names the device, so its owner can tell their sessions apart. */
export async function createSession(db: DbOrTx, kind: TokenKind, subjectId: string, client?: ClientInfo): Promise<string> {
  const token = newToken(kind);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind,
    userId: kind === 'user' ? subjectId : null,
    adminId: kind === 'admin' ? subjectId : null,
    expiresAt: new Date(Date.now() + LIFETIME_MS[kind]),
    address: client?.address ?? null,
    userAgent: client?.userAgent ?? null,
  });
  return token;
}

export interface SessionInfo {
  sessionId: string;
  subjectId: string;
}

/** The live session of this kind for a token, or null; another kind's token never matches. */
export async function findSession(db: DbOrTx, kind: TokenKind, token: string): Promise<SessionInfo | null> {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, adminId: sessions.adminId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.kind, kind),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const subjectId = row && (kind === 'user' ? row.userId : row.adminId);
  return row && subjectId ? { sessionId: row.id, subjectId } : null;
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

/** Ends one session (sign-out on one device). */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
