import { and, eq, gt, isNull, lt, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { preparedStatement, slot } from '../db/prepared.js';
import { sessions, users } from '../db/schema.js';
import type { TokenKind } from '../security/tokens.js';
import type { UserRow } from '../users/repository.js';

export async function insertSession(
  db: DbOrTx,
  values: Pick<
    typeof sessions.$inferInsert,
    'tokenHash' | 'userId' | 'adminId' | 'expiresAt' | 'lastSeenAt' | 'awaitingSecondFactor' | 'address' | 'userAgent'
  > & { kind: TokenKind },
): Promise<void> {
  await db.insert(sessions).values(values);
}

const sessionFields = {
  id: sessions.id,
  userId: sessions.userId,
  adminId: sessions.adminId,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  awaitingSecondFactor: sessions.awaitingSecondFactor,
};

const isLive = () =>
  and(
    eq(sessions.tokenHash, slot('tokenHash')),
    eq(sessions.kind, slot('kind')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, slot('now')),
  );

/** Prepared: every signed-in call looks its session up. */
const liveSession = preparedStatement('live_session', (db, _shape: '', name) =>
  db.select(sessionFields).from(sessions).where(isLive()).limit(1).prepare(name),
);

/**
 * What a member's session reads besides the member's row, in the same statement: values computed
 * from the member's id (the listing's context, profiles/listing-cache.ts). app.ts hands it in, so
 * signing in knows nothing of what they are for.
 */
export interface MemberContextRead<Context> {
  columns(memberId: AnyColumn): { [K in keyof Context]: SQL<Context[K]> };
  /**
   * Whether a write to `table` naming the member leaves `context`, as read, good to serve: a copy
   * of the session is then kept through it (member-session-copies.ts). Without this, none is.
   */
  keptThrough?(table: string, context: Context): boolean;
}

/**
 * The member's row as their session's statement reads it: their standing and gender, and only
 * whether they have a profile (`userDetails` is `true` or null), not the profile itself. A copy of
 * it is kept until a write changes one of these columns: migration 0029's trigger names them too,
 * and the two lists change together (member-session-copies.test.ts writes each).
 */
interface SessionMember extends Pick<
  UserRow,
  'id' | 'status' | 'gender' | 'subscriptionUntil' | 'suspendedAt' | 'consentVersion' | 'moonSign'
> {
  userDetails: true | null;
}

/**
 * A member's session with the member's row and `read`'s context in the same statement (one round
 * trip instead of two); the row is null when the account has gone under a live session. Made once
 * for the one read app.ts hands in (`sessionLookup`).
 */
export function liveMemberSessionRead<Context>(
  read: MemberContextRead<Context>,
): (db: DbOrTx, tokenHash: string, now: Date) => Promise<SessionRow<Context> | undefined> {
  const statement = preparedStatement('live_member_session', (db, _shape: '', name) =>
    db
      .select({
        ...sessionFields,
        user: {
          id: users.id,
          status: users.status,
          gender: users.gender,
          subscriptionUntil: users.subscriptionUntil,
          suspendedAt: users.suspendedAt,
          consentVersion: users.consentVersion,
          moonSign: users.moonSign,
          userDetails: sql<true | null>`case when ${users.userDetails} is not null then true end`,
        },
        context: read.columns(sessions.userId),
      })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(isLive())
      .limit(1)
      .prepare(name),
  );
  return async (db, tokenHash, now) => {
    const [row] = await statement(db, '').execute({ tokenHash, kind: 'user', now });
    return row;
  };
}

/** The live (not revoked, not expired at `now`) session of this kind with this token hash. */
export async function findLiveSession(db: DbOrTx, kind: TokenKind, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await liveSession(db, '').execute({ tokenHash, kind, now });
  return row;
}

export interface SessionRow<Context = unknown> {
  id: string;
  userId: string | null;
  adminId: string | null;
  lastSeenAt: Date;
  expiresAt: Date;
  awaitingSecondFactor: boolean;
  user?: SessionMember | null;
  context?: Context;
}

/**
 * Marks a session as used at `now` (and, for a member's, moves its end), unless a parallel call
 * already did since `seenBefore`: a burst of calls costs one write.
 */
export async function touchSession(db: DbOrTx, sessionId: string, now: Date, seenBefore: Date, expiresAt?: Date): Promise<void> {
  await db
    .update(sessions)
    .set(expiresAt ? { lastSeenAt: now, expiresAt } : { lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, seenBefore)));
}

/**
 * Revokes every session of a member, or every one but `exceptSessionId`; answers how many. With
 * none to revoke nothing is written: a server counts any update of sessions but a use as an end
 * and drops its session copies (db/change-feed.ts), and "sign out elsewhere" is easily repeated.
 */
export async function revokeUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string): Promise<number> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  const [open] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(...conditions))
    .limit(1);
  if (!open) return 0;
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Revokes every session of an admin (a new password, a cleared enrolment). */
export async function revokeAdminSessions(db: DbOrTx, adminId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt)));
}

/**
 * Ends one session (sign-out on one device). Returns whether it was still open, so a step that
 * trades a session for another can tell that a parallel call already did.
 */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Sessions that expired or were revoked before `before`; answers how many went. */
export async function deleteSessionsEndedBefore(db: DbOrTx, before: Date): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return removed.length;
}
