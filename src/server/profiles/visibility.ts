import { and, eq, gt, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { blocks, users } from '../db/schema.js';
import type { SubscriptionTerms } from '../payments/subscription.js';

/**
 * The one rule for whether a member's profile may be shown to another member, anywhere: in the
 * listing, in favourites, in interests, on the details page. Approved, not suspended, not held
 * back by reports, not paused by its owner, no block between the two in either direction, and,
 * when the service charges a fee, a subscription that runs at `terms.now`; and the viewer is not
 * suspended themself (docs/decisions/0009-member-model.md, 0010-payments-collected.md,
 * 0015-moderation.md). Callers pass `subscriptionTerms(config)`.
 */
export function shownTo(viewerId: string, terms: SubscriptionTerms): SQL {
  return and(
    eq(users.status, 'ACTIVE'),
    ne(users.id, viewerId),
    isNull(users.suspendedAt),
    isNull(users.reportHiddenAt),
    isNull(users.pausedAt),
    notBlockedWith(viewerId),
    // With a fee of 0 nothing expires (subscriptionActive says the same for one member).
    terms.annualFeeInr > 0 ? gt(users.subscriptionUntil, terms.now) : undefined,
    viewerNotSuspended(viewerId),
  )!;
}

/** A suspended member sees nobody, wherever this rule is asked (evaluated once per query). */
function viewerNotSuspended(viewerId: string): SQL {
  return sql`not exists (select 1 from ${users} as viewer where viewer.id = ${viewerId} and viewer.suspended_at is not null)`;
}

/** Neither has blocked the other. */
export function notBlockedWith(viewerId: string): SQL {
  return notExists(
    sql`(select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id}) or (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId}))`,
  );
}

/** Whether one member's profile may be shown to another right now. */
export async function isShownTo(db: DbOrTx, viewerId: string, profileId: string, terms: SubscriptionTerms): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, profileId), shownTo(viewerId, terms)))
    .limit(1);
  return row !== undefined;
}

/** Either member blocked the other. */
export async function blockedEitherWay(db: DbOrTx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))))
    .limit(1);
  return row !== undefined;
}
