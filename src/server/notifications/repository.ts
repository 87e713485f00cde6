import { and, desc, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '../../contract/notifications.js';
import type { DbOrTx } from '../db/client.js';
import { ONE_ROW } from '../db/rows.js';
import { preparedStatement, slot, type PreparedPart } from '../db/prepared.js';
import { notifications, users } from '../db/schema.js';

/** What a mail to the member needs: where, in which language, and which kinds they turned off. */
const RECIPIENT = { email: users.email, language: users.language, mailPreferences: users.mailPreferences };

export async function insertNotification(db: DbOrTx, userId: string, kind: NotificationKind, data: Record<string, unknown>): Promise<void> {
  await db.insert(notifications).values({ userId, kind, data });
}

/** `insertNotification` and `findRecipient` in one statement: the bell's row, and what its mail needs. */
export async function insertNotificationFindingRecipient(
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
  data: Record<string, unknown>,
) {
  const added = db.$with('added').as(db.insert(notifications).values({ userId, kind, data }).returning({ userId: notifications.userId }));
  const [row] = await db.with(added).select(RECIPIENT).from(users).innerJoin(added, eq(added.userId, users.id));
  return row;
}

export type Recipient = NonNullable<Awaited<ReturnType<typeof findRecipient>>>;

export async function findRecipient(db: DbOrTx, userId: string) {
  const [row] = await db.select(RECIPIENT).from(users).where(eq(users.id, userId));
  return row;
}

/** Prepared, its plan kept: the bell's page reads it on each visit. */
const notificationsPage = preparedStatement('notifications_page', (db, _shape: '', name) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, slot('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(slot('limit'))
    .offset(slot('offset'))
    .prepare(name),
);

/** One page of the member's notifications, newest first. */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  offset: number,
  limit: number,
): Promise<(typeof notifications.$inferSelect)[]> {
  return notificationsPage(db, '').execute({ userId, offset, limit });
}

/** How many of the member's notifications are unread, as a value in a statement. */
const unreadOf = (userId: string | Placeholder) =>
  sql<number>`(select count(*)::int from ${notifications} where ${and(eq(notifications.userId, userId), isNull(notifications.readAt))})`;

/** Prepared, its plan kept: read with every page of the bell. */
const unreadStatement = preparedStatement('notifications_unread', (db, _shape: '', name) =>
  db
    .select({ n: unreadOf(slot('userId')) })
    .from(ONE_ROW)
    .prepare(name),
);

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await unreadStatement(db, '').execute({ userId });
  return row?.n ?? 0;
}

/** How interests count the new ones, by the part's shape: what the counts' statement of that shape draws. */
const newInterestParts = new Map<string, () => SQL<number>>();

/** Prepared, its plan kept: every signed-in page reads the header's counts. */
const countsStatement = preparedStatement('activity_counts', (db, shape: string, name) =>
  db
    .select({ newInterests: newInterestParts.get(shape)!(), unreadNotifications: unreadOf(slot('userId')) })
    .from(ONE_ROW)
    .prepare(name),
);

/** The header's counts in one statement: the unread notifications, and `newInterests` as interests count them. */
export async function activityCounts(
  db: DbOrTx,
  userId: string,
  newInterests: PreparedPart<number>,
): Promise<{ newInterests: number; unreadNotifications: number }> {
  if (!newInterestParts.has(newInterests.shape)) newInterestParts.set(newInterests.shape, newInterests.build);
  const [row] = await countsStatement(db, newInterests.shape).execute({ ...newInterests.values, userId });
  return row ?? { newInterests: 0, unreadNotifications: 0 };
}

/** Marks the member's notifications read: the named ones, or all when none are named. */
export async function markRead(db: DbOrTx, userId: string, ids?: string[]): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined));
}

/** Removes what each of the two was told about the other (a block): their names leave the bell too. */
export async function deleteNotificationsBetween(db: DbOrTx, a: string, b: string): Promise<void> {
  await db
    .delete(notifications)
    .where(
      or(
        and(eq(notifications.userId, a), sql`${notifications.data}->>'memberId' = ${b}`),
        and(eq(notifications.userId, b), sql`${notifications.data}->>'memberId' = ${a}`),
      ),
    );
}

/** Turns kinds of mail on or off for the member (kinds not named keep their setting). */
export async function setMailPreferences(
  db: DbOrTx,
  userId: string,
  changes: Partial<Record<NotificationKind, boolean>>,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({
      mailPreferences: sql`coalesce(${users.mailPreferences}, '{}'::jsonb) || ${JSON.stringify(changes)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}

/**
 * Tells each of `userIds` about the member `data.memberId` with a notice of `kind`, unless they
 * were told of that member with that kind before; answers who was told now. Callers that must
 * not tell anyone twice hold a lock on the member told about.
 */
export async function insertNoticesOnce(
  db: DbOrTx,
  userIds: string[],
  kind: NotificationKind,
  data: { memberId: string } & Record<string, unknown>,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const told = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(inArray(notifications.userId, userIds), eq(notifications.kind, kind), sql`${notifications.data}->>'memberId' = ${data.memberId}`),
    );
  const already = new Set(told.map((row) => row.userId));
  const fresh = [...new Set(userIds)].filter((id) => !already.has(id));
  if (fresh.length > 0) await db.insert(notifications).values(fresh.map((userId) => ({ userId, kind, data })));
  return fresh;
}
