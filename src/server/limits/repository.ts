import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { LimitKind } from '../../contract/fraud.js';
import type { DbOrTx } from '../db/client.js';
import { contactReveals, limitHits } from '../db/schema.js';

/** Of these members, those whose contacts were shown to the viewer before, on any day. */
export async function revealedAmong(db: DbOrTx, viewerId: string, shownIds: string[]): Promise<Set<string>> {
  if (shownIds.length === 0) return new Set();
  const rows = await db
    .select({ shownId: contactReveals.shownId })
    .from(contactReveals)
    .where(and(eq(contactReveals.viewerId, viewerId), inArray(contactReveals.shownId, shownIds)));
  return new Set(rows.map((row) => row.shownId));
}

/** Members whose contacts were first shown to the viewer on `day` or later (India days, YYYY-MM-DD). */
export async function revealsSince(db: DbOrTx, viewerId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactReveals)
    .where(and(eq(contactReveals.viewerId, viewerId), gte(contactReveals.day, day)));
  return row?.n ?? 0;
}

/** Members whose contacts were first shown to the viewer on `day`. */
export async function revealsOn(db: DbOrTx, viewerId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactReveals)
    .where(and(eq(contactReveals.viewerId, viewerId), eq(contactReveals.day, day)));
  return row?.n ?? 0;
}

/** Keeps the first day each member's contacts were shown to the viewer; a member shown before keeps that day. */
export async function insertReveals(db: DbOrTx, viewerId: string, shownIds: string[], day: string): Promise<void> {
  if (shownIds.length === 0) return;
  await db
    .insert(contactReveals)
    .values(shownIds.map((shownId) => ({ viewerId, shownId, day })))
    .onConflictDoNothing();
}

/** One more hit of a limit on this India day for this account. */
export async function recordLimitHit(db: DbOrTx, userId: string, kind: LimitKind, day: string): Promise<void> {
  await db
    .insert(limitHits)
    .values({ userId, kind, day })
    .onConflictDoUpdate({
      target: [limitHits.userId, limitHits.kind, limitHits.day],
      set: { hits: sql`${limitHits.hits} + 1`, lastAt: sql`now()` },
    });
}

/** The account's limit hits on `since` or later, newest day first. */
export async function limitHitsSince(db: DbOrTx, userId: string, since: string): Promise<{ kind: LimitKind; day: string; hits: number }[]> {
  return db
    .select({ kind: limitHits.kind, day: limitHits.day, hits: limitHits.hits })
    .from(limitHits)
    .where(and(eq(limitHits.userId, userId), gte(limitHits.day, since)))
    .orderBy(desc(limitHits.day));
}

/**
 * The accounts flagged on `since` or later: the contact cap reached on at least `capDays` days,
 * or asked to wait at least `scrapingHits` times. Read by the day index (a week of hits is few rows).
 */
export async function flaggedSince(
  db: DbOrTx,
  since: string,
  thresholds: { capDays: number; scrapingHits: number },
): Promise<{ userId: string; kind: LimitKind }[]> {
  return db
    .select({ userId: limitHits.userId, kind: limitHits.kind })
    .from(limitHits)
    .where(gte(limitHits.day, since))
    .groupBy(limitHits.userId, limitHits.kind)
    .having(
      sql`(${limitHits.kind} = 'CONTACT_REVEALS' and count(*) >= ${thresholds.capDays})
        or (${limitHits.kind} = 'SCRAPING' and sum(${limitHits.hits}) >= ${thresholds.scrapingHits})`,
    );
}
