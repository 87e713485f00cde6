import type { DbOrTx } from '../db/client.js';
import type { ClientInfo } from '../http/client-info.js';
import { findLiveSession, insertSession, revokeSession } from './repository.js';
import { hashToken, newToken, type TokenKind } from './tokens.js';

const LIFETIME_MS: Record<TokenKind, number> = {
  user: 30 * 24 * 60 * 60 * 1000,
  admin: 12 * 60 * 60 * 1000,
};

/** Opens a session; `client` names the device, so its owner can tell their sessions apart. */
export async function createSession(db: DbOrTx, kind: TokenKind, subjectId: string, client?: ClientInfo): Promise<string> {
  const token = newToken(kind);
  await insertSession(db, {
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
  const row = await findLiveSession(db, kind, hashToken(token));
  const subjectId = row && (kind === 'user' ? row.userId : row.adminId);
  return row && subjectId ? { sessionId: row.id, subjectId } : null;
}

/** Sign-out ends this one session; the account's other devices stay signed in. */
export async function signOut(db: DbOrTx, sessionId: string): Promise<void> {
  await revokeSession(db, sessionId);
}
