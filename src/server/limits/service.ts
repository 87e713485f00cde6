import { CONTACT_CAP_FLAG_DAYS, FLAG_WINDOW_DAYS, SCRAPING_FLAG_HITS, type AccountLimits } from '../../contract/account-limits.js';
import { indiaDateAndTime, startOfTodayInIndia, todayInIndia, DAY_MS } from '../../contract/dates.js';
import type { LimitKind } from '../../contract/fraud.js';
import type { DbOrTx } from '../db/client.js';
import { lockUser } from '../users/repository.js';
import * as repository from './repository.js';

/** The first India day of the flag's window: today and the days before it. */
function windowStart(now: Date): string {
  return indiaDateAndTime(new Date(startOfTodayInIndia(now).getTime() - (FLAG_WINDOW_DAYS - 1) * DAY_MS)).date;
}

/** When the day's cap resets: the next midnight in India. */
function nextIndiaMidnight(now: Date = new Date()): Date {
  return new Date(startOfTodayInIndia(now).getTime() + DAY_MS);
}

/**
 * Which of these members' contacts may be shown to the viewer now, under the daily cap
 * (CONTACT_REVEALS_PER_DAY): a member shown before, on any day, always; a new one while fewer than
 * `perDay` new members were shown today in India, and it is counted. The others are `withheld`,
 * and the day is kept as a hit of the cap. Members shown before cost one read and no lock; a new
 * one is counted under the viewer's row lock, so two requests at once cannot both take the last
 * place.
 */
export async function revealContacts(
  db: DbOrTx,
  viewerId: string,
  shownIds: string[],
  perDay: number,
  now: Date = new Date(),
): Promise<{ withheld: Set<string>; resetsAt: Date }> {
  const resetsAt = nextIndiaMidnight(now);
  const known = await repository.revealedAmong(db, viewerId, shownIds);
  const fresh = shownIds.filter((id) => !known.has(id));
  if (fresh.length === 0) return { withheld: new Set(), resetsAt };
  const today = todayInIndia(now);
  const withheld = await db.transaction(async (tx) => {
    await lockUser(tx, viewerId);
    const since = await repository.revealedAmong(tx, viewerId, fresh);
    let taken = await repository.revealsOn(tx, viewerId, today);
    const allowed: string[] = [];
    const refused = new Set<string>();
    for (const id of fresh) {
      if (since.has(id)) continue;
      if (taken < perDay) {
        allowed.push(id);
        taken += 1;
      } else refused.add(id);
    }
    await repository.insertReveals(tx, viewerId, allowed, today);
    if (refused.size > 0) await repository.recordLimitHit(tx, viewerId, 'CONTACT_REVEALS', today);
    return refused;
  });
  return { withheld, resetsAt };
}

/**
 * Keeps a scraping limit's hit for the account: once per account, limit and window on this
 * instance (`until`, the window's end), so an account that goes on asking costs no more writes.
 */
const scrapingKept = new Map<string, number>();

export async function recordScrapingHit(db: DbOrTx, userId: string, limit: string, until: Date, now: Date = new Date()): Promise<void> {
  const key = `${limit}:${userId}`;
  if ((scrapingKept.get(key) ?? 0) > now.getTime()) return;
  if (scrapingKept.size > 10_000) {
    for (const [kept, end] of scrapingKept) if (end <= now.getTime()) scrapingKept.delete(kept);
  }
  scrapingKept.set(key, until.getTime());
  await repository.recordLimitHit(db, userId, 'SCRAPING', todayInIndia(now));
}

/** One member's reveals and limit hits over the flag's window, as the back office shows them. */
export async function accountLimitsOf(db: DbOrTx, userId: string, perDay: number, now: Date = new Date()): Promise<AccountLimits> {
  const since = windowStart(now);
  const [today, week, hits] = await Promise.all([
    repository.revealsOn(db, userId, todayInIndia(now)),
    repository.revealsSince(db, userId, since),
    repository.limitHitsSince(db, userId, since),
  ]);
  const of = (kind: LimitKind) => hits.filter((hit) => hit.kind === kind).map(({ day, hits }) => ({ day, hits }));
  const capDays = of('CONTACT_REVEALS');
  const scraping = of('SCRAPING');
  const capFlag = capDays.length >= CONTACT_CAP_FLAG_DAYS;
  const scrapingFlag = scraping.reduce((sum, day) => sum + day.hits, 0) >= SCRAPING_FLAG_HITS;
  return {
    flagged: capFlag || scrapingFlag,
    contactReveals: { today, week, perDay, flagged: capFlag, capDays },
    scraping: { flagged: scrapingFlag, hits: scraping },
  };
}

/** The accounts flagged now, each with the kinds of limit it is flagged for. */
export async function flaggedAccounts(db: DbOrTx, now: Date = new Date()): Promise<Map<string, LimitKind[]>> {
  const rows = await repository.flaggedSince(db, windowStart(now), { capDays: CONTACT_CAP_FLAG_DAYS, scrapingHits: SCRAPING_FLAG_HITS });
  const byUser = new Map<string, LimitKind[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.kind]);
  return byUser;
}
