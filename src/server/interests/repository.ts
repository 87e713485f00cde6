import { and, desc, eq, gte, isNull, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { InterestTab } from '../../contract/interests.js';
import type { DbOrTx } from '../db/client.js';
import { preparedStatement, slot, type PreparedPart } from '../db/prepared.js';
import { inConstants, isConstant } from '../db/constants.js';
import type { SubscriptionTerms } from '../payments/subscription.js';
import { interests, users } from '../db/schema.js';
import { listedForSlots, listedForValues } from '../profiles/visibility.js';
import { shownColumns, type ShownRow } from '../db/shown-columns.js';

export type InterestRow = typeof interests.$inferSelect;

/** The statuses that hold a pair: a withdrawn interest is gone and may be sent again. */
const LIVE = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;

const between = (a: string | Placeholder, b: string | Placeholder) =>
  or(and(eq(interests.senderId, a), eq(interests.receiverId, b)), and(eq(interests.senderId, b), eq(interests.receiverId, a)))!;

/** Live interests between the viewer and any of `others`, either way. */
/** Prepared: every page of the listing asks it. */
const liveInterestsStatement = preparedStatement('live_interests_with', (db, _shape: '', name) => {
  const others = sql`any(${slot('others')}::uuid[])`;
  return db
    .select()
    .from(interests)
    .where(
      and(
        inConstants(interests.status, LIVE),
        or(
          and(eq(interests.senderId, slot('viewerId')), sql`${interests.receiverId} = ${others}`),
          and(eq(interests.receiverId, slot('viewerId')), sql`${interests.senderId} = ${others}`),
        ),
      ),
    )
    .prepare(name);
});

/**
 * Whether the member has any live interest, either way, as a value in a statement: the listing's
 * session read asks it, so a member with none is spared the read of interests with each page.
 */
export function hasLiveInterests(memberId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${interests} where ${inConstants(interests.status, LIVE)} and (${interests.senderId} = ${memberId} or ${interests.receiverId} = ${memberId}))`;
}

export async function liveInterestsWith(db: DbOrTx, viewerId: string, others: string[]): Promise<InterestRow[]> {
  if (others.length === 0) return [];
  return liveInterestsStatement(db, '').execute({ viewerId, others });
}

/** Everyone an accepted interest joins to the member, whoever sent it. */
export async function acceptedPartnersOf(db: DbOrTx, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ senderId: interests.senderId, receiverId: interests.receiverId })
    .from(interests)
    .where(and(eq(interests.status, 'ACCEPTED'), or(eq(interests.senderId, memberId), eq(interests.receiverId, memberId))));
  return [...new Set(rows.map((row) => (row.senderId === memberId ? row.receiverId : row.senderId)))];
}

/** Whether an accepted interest joins the two, whoever sent it. */
export async function acceptedBetween(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ id: interests.id })
    .from(interests)
    .where(and(eq(interests.status, 'ACCEPTED'), between(a, b)))
    .limit(1);
  return row !== undefined;
}

/** Prepared, its plan kept: every interest sent asks it. `shape` is `listedForValues`' for the sender (`viewerId`). */
const sendChecksStatement = preparedStatement('send_checks', (db, shape: string, name) => {
  const senderId = slot('viewerId');
  const receiverId = slot('receiverId');
  const sent = db.$with('sent').as(
    db
      .select({
        n: sql<number>`count(*)::int`.as('n'),
        listed: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${receiverId} and ${listedForSlots(shape)})`.as('listed'),
      })
      .from(interests)
      .where(and(eq(interests.senderId, senderId), gte(interests.createdAt, slot('since')))),
  );
  return db
    .with(sent)
    .select({ sentSince: sent.n, receiverListed: sent.listed, interest: interests })
    .from(sent)
    .leftJoin(interests, and(inConstants(interests.status, LIVE), between(senderId, receiverId)))
    .prepare(name);
});

/**
 * What a send checks, in one statement: whether the listing shows the receiver to the sender, the
 * live interests between the two, either way, and how many interests the sender sent since
 * `since`, withdrawn ones included (withdrawing gives no second try).
 */
export async function sendChecks(
  db: DbOrTx,
  sender: { id: string; gender: string | null },
  receiverId: string,
  since: Date,
  terms: SubscriptionTerms,
): Promise<{ receiverListed: boolean; live: InterestRow[]; sentSince: number }> {
  const { shape, values } = listedForValues(sender, terms);
  const rows = await sendChecksStatement(db, shape).execute({ ...values, receiverId, since });
  return {
    receiverListed: rows[0]?.receiverListed === true,
    live: rows.flatMap((row) => (row.interest ? [row.interest] : [])),
    sentSince: rows[0]?.sentSince ?? 0,
  };
}

export async function insertInterest(db: DbOrTx, senderId: string, receiverId: string): Promise<InterestRow> {
  const [row] = await db.insert(interests).values({ senderId, receiverId }).returning();
  return row!;
}

export async function setInterestStatus(db: DbOrTx, id: string, status: InterestRow['status'], now = new Date()): Promise<InterestRow> {
  const [row] = await db.update(interests).set({ status, respondedAt: now }).where(eq(interests.id, id)).returning();
  return row!;
}

/** One live interest, held until the transaction ends so two answers to it cannot cross. */
export async function findLiveInterest(db: DbOrTx, id: string): Promise<InterestRow | undefined> {
  const [row] = await db
    .select()
    .from(interests)
    .where(and(eq(interests.id, id), inConstants(interests.status, LIVE)))
    .for('update');
  return row;
}

/** Ends every live interest between the two (a block): unblocking later does not reopen contact. */
export async function withdrawBetween(db: DbOrTx, a: string, b: string): Promise<void> {
  await db
    .update(interests)
    .set({ status: 'WITHDRAWN', respondedAt: new Date() })
    .where(and(inConstants(interests.status, LIVE), between(a, b)));
}

/** A tab and the shape of `listedFor` (`listedForValues`): the text of one tab's statement. */
type TabShape = `${InterestTab}_${string}`;

/** Prepared, its plan kept: the interests page reads a tab on each visit. */
const tabStatement = preparedStatement('interests_tab', (db, shape: TabShape, name) => {
  const [tab, listed = ''] = shape.split('_') as [InterestTab, string?];
  const viewerId = slot('viewerId');
  const other =
    tab === 'received'
      ? eq(users.id, interests.senderId)
      : tab === 'sent'
        ? eq(users.id, interests.receiverId)
        : sql`${users.id} = case when ${interests.senderId} = ${viewerId} then ${interests.receiverId} else ${interests.senderId} end`;
  const mine: SQL =
    tab === 'received'
      ? and(eq(interests.receiverId, viewerId), inConstants(interests.status, ['PENDING', 'DECLINED']))!
      : tab === 'sent'
        ? and(eq(interests.senderId, viewerId), inConstants(interests.status, ['PENDING', 'DECLINED']))!
        : and(isConstant(interests.status, 'ACCEPTED'), or(eq(interests.senderId, viewerId), eq(interests.receiverId, viewerId)))!;
  return db
    .select({ interest: interests, other: shownColumns })
    .from(interests)
    .innerJoin(users, other)
    .where(and(mine, listedForSlots(listed)))
    .orderBy(
      desc(tab === 'accepted' ? sql`coalesce(${interests.respondedAt}, ${interests.createdAt})` : interests.createdAt),
      desc(interests.id),
    )
    .limit(slot('limit'))
    .offset(slot('offset'))
    .prepare(name);
});

/**
 * One tab of the interests page, newest first, with the other member's row; only interests with
 * members the listing would show the viewer (a block, a pause or a suspension hides them).
 */
export async function listTab(
  db: DbOrTx,
  viewer: { id: string; gender: string | null },
  tab: InterestTab,
  offset: number,
  limit: number,
  terms: SubscriptionTerms,
): Promise<{ interest: InterestRow; other: ShownRow }[]> {
  const { shape, values } = listedForValues(viewer, terms);
  return tabStatement(db, `${tab}_${shape}`).execute({ ...values, offset, limit });
}

/** A count as a value in a statement, read by whoever prepares and runs the statement. */
export type CountInStatement = PreparedPart<number>;
/** Zero, as a count in a statement. */
export const NO_COUNT: CountInStatement = { shape: 'none', build: () => sql<number>`0`, values: {} };

/**
 * How many received interests the member has not seen yet, from members the listing would show
 * them, as a value in a statement: the header's counts read it beside the unread notifications, in
 * one statement (notifications/routes.ts).
 */
export function unseenReceivedCount(viewer: { id: string; gender: string | null }, terms: SubscriptionTerms): CountInStatement {
  const { shape, values } = listedForValues(viewer, terms);
  return {
    shape: `unseen_${shape}`,
    build: () =>
      sql<number>`(select count(*)::int from ${interests} inner join ${users} on ${eq(users.id, interests.senderId)} where ${and(
        eq(interests.receiverId, slot('viewerId')),
        isConstant(interests.status, 'PENDING'),
        isNull(interests.seenAt),
        listedForSlots(shape),
      )})`,
    values,
  };
}

/** Whether any interest the member received is not marked seen yet, whoever sent it. */
export async function hasUnseenReceived(db: DbOrTx, viewerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: interests.id })
    .from(interests)
    .where(and(eq(interests.receiverId, viewerId), isNull(interests.seenAt)))
    .limit(1);
  return row !== undefined;
}

export async function markReceivedSeen(db: DbOrTx, viewerId: string): Promise<void> {
  await db
    .update(interests)
    .set({ seenAt: new Date() })
    .where(and(eq(interests.receiverId, viewerId), isNull(interests.seenAt)));
}
