import { ADMIN_IDLE_MINUTES, ADMIN_SESSION_HOURS, MEMBER_IDLE_DAYS } from '../../contract/limits.js';
import type { DbOrTx } from '../db/client.js';
import type { FindSession, SessionLookup } from '../http/auth.js';
import type { ClientInfo } from '../http/client-info.js';
import { hashToken, newToken, type TokenKind } from '../security/tokens.js';
import { memberSessionCopies, type MemberSessions } from './member-session-copies.js';
import { findLiveSession, insertSession, revokeSession, touchSession, type MemberContextRead, type SessionRow } from './repository.js';
import { MINUTE_MS, HOUR_MS, DAY_MS } from '../../contract/dates.js';

// Other features end sessions (a new password, "sign out elsewhere", a second step passed)
// through these; their SQL stays in repository.ts.
export { revokeAdminSessions, revokeSession, revokeUserSessions } from './repository.js';

/** A session without a call for this long has ended. */
const IDLE_MS: Record<TokenKind, number> = { user: MEMBER_IDLE_DAYS * DAY_MS, admin: ADMIN_IDLE_MINUTES * MINUTE_MS };
/**
 * The longest a session lives. A member's is renewed on use, so it only ends when idle; an
 * admin's ends after a working day, however active.
 */
const LIFETIME_MS: Record<TokenKind, number> = { user: IDLE_MS.user, admin: ADMIN_SESSION_HOURS * HOUR_MS };
/** A password-only admin session exists only to finish the second step. */
const SECOND_STEP_MS = 10 * MINUTE_MS;
/** Use is written at most this often: a burst of calls costs one write. */
const TOUCH_EVERY_MS = MINUTE_MS;

/** How long a session opened now lives (a cookie standing for it is kept as long). */
export function sessionLifetimeMs(kind: TokenKind, options: { awaitingSecondFactor?: boolean } = {}): number {
  return kind === 'admin' && options.awaitingSecondFactor === true ? SECOND_STEP_MS : LIFETIME_MS[kind];
}

/**
 * Opens a session; `client` names the device, so its owner can tell their sessions apart. An
 * admin's password alone opens one `awaitingSecondFactor`, good for the second step only.
 */
export async function createSession(
  db: DbOrTx,
  kind: TokenKind,
  subjectId: string,
  client?: ClientInfo,
  options: { awaitingSecondFactor?: boolean } = {},
): Promise<string> {
  const token = newToken(kind);
  const now = Date.now();
  const awaiting = kind === 'admin' && options.awaitingSecondFactor === true;
  await insertSession(db, {
    tokenHash: hashToken(token),
    kind,
    userId: kind === 'user' ? subjectId : null,
    adminId: kind === 'admin' ? subjectId : null,
    expiresAt: new Date(now + sessionLifetimeMs(kind, { awaitingSecondFactor: awaiting })),
    lastSeenAt: new Date(now),
    awaitingSecondFactor: awaiting,
    address: client?.address ?? null,
    userAgent: client?.userAgent ?? null,
  });
  return token;
}

/**
 * The live session of this kind for a token; another kind's token never matches. A live one is
 * marked as used (a member's is renewed for another idle period). `withMember` reads a member's
 * row and that read's context with it (`SessionInfo.member` and `.context`), from this process's
 * copy while the database has announced no change to them (member-session-copies.ts); without it
 * (a lookup outside a server, such as the grievance form's) the session alone is read.
 */
export async function findSession<Context>(
  db: DbOrTx,
  kind: TokenKind,
  token: string,
  now = new Date(),
  options: { withMember?: MemberSessions<Context> } = {},
): Promise<SessionLookup> {
  const tokenHash = hashToken(token);
  const withMember = kind === 'user' ? options.withMember : undefined;
  const row: SessionRow | undefined = withMember
    ? await withMember.live(db, tokenHash, now)
    : await findLiveSession(db, kind, tokenHash, now);
  const subjectId = row && (kind === 'user' ? row.userId : row.adminId);
  if (!row || !subjectId) return { ended: 'SESSION_EXPIRED' };
  if (row.lastSeenAt.getTime() <= now.getTime() - IDLE_MS[kind]) return { ended: 'SESSION_IDLE' };
  let renewedUntil: Date | undefined;
  if (row.lastSeenAt.getTime() <= now.getTime() - TOUCH_EVERY_MS) {
    renewedUntil = kind === 'user' ? new Date(now.getTime() + LIFETIME_MS.user) : undefined;
    await touchSession(db, row.id, now, new Date(now.getTime() - TOUCH_EVERY_MS), renewedUntil);
    withMember?.touched(db, tokenHash, now, renewedUntil);
  }
  return {
    session: {
      sessionId: row.id,
      subjectId,
      awaitingSecondFactor: row.awaitingSecondFactor,
      expiresAt: renewedUntil ?? row.expiresAt,
      renewed: renewedUntil !== undefined,
      ...(row.user?.id ? { member: row.user, context: row.context } : {}),
    },
  };
}

/**
 * The lookup the signed-in scopes use (http/auth.ts), handed in by app.ts: every member's call
 * gets their row and `read`'s context with the session, from the copy while it holds, so a call
 * that reads the member costs no statement of its own for who they are
 * (docs/decisions/0053-every-member-call-from-session-copies.md).
 */
export function sessionLookup<Context>(read: MemberContextRead<Context>): FindSession {
  const members = memberSessionCopies(read);
  return (db, kind, token, now) => findSession(db, kind, token, now, { withMember: members });
}

/** Sign-out ends this one session; the account's other devices stay signed in. */
export async function signOut(db: DbOrTx, sessionId: string): Promise<void> {
  await revokeSession(db, sessionId);
}

/** The sweep forgets sessions that ended (expired or revoked) before a moment. */
export { deleteSessionsEndedBefore } from './repository.js';
