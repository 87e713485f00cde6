import type { FastifyBaseLogger } from 'fastify';
import { todayInIndia, DAY_MS } from '../../contract/dates.js';
import type { MemberSettings } from '../../contract/privacy.js';
import { VISITORS_SHOWN_MAX, VISITS_KEPT_DAYS, type VisitList } from '../../contract/visits.js';
import type { Db, DbOrTx } from '../db/client.js';
import { presentToMember } from '../privacy/present-to-member.js';
import { settingsOf } from '../privacy/settings.js';
import { closedReasonFor, type ViewerRules } from '../profiles/viewer-access.js';
import { faultSummary } from '../http/error-handler.js';
import { accountGone, requireUser } from '../users/require-user.js';
import type { UserRow } from '../users/repository.js';
import * as repository from './repository.js';

/** The start of the days visits are kept and shown. */
function visitsKeptSince(now: Date = new Date()): Date {
  return new Date(now.getTime() - VISITS_KEPT_DAYS * DAY_MS);
}

/**
 * Who opened the member's details page lately, as the listing shows them to the member: nobody
 * while the member does not record visits, and nobody the listing would not show (blocked either
 * way, paused, hidden, the same gender).
 */
export async function visitorsFor(db: Db, rules: ViewerRules, viewerId: string): Promise<VisitList> {
  const viewer = await requireUser(db, viewerId);
  if (!viewer.recordVisits) return { recordVisits: false, visits: [] };
  const reason = closedReasonFor(viewer, rules);
  if (reason) return { recordVisits: true, visits: [], reason };
  const rows = await repository.visitorsOf(db, viewer, visitsKeptSince(), VISITORS_SHOWN_MAX, rules.terms);
  const records = await presentToMember(
    db,
    viewer,
    rows.map((row) => row.user),
  );
  return { recordVisits: true, visits: records.map((profile, index) => ({ profile, visitedAt: rows[index]!.visitedAt.toISOString() })) };
}

/**
 * "Show and record visits" on or off. Off forgets at once every visit the member made or
 * received: they are neither recorded nor shown from then, and nothing of them is kept.
 */
export async function chooseRecordVisits(db: Db, userId: string, on: boolean): Promise<MemberSettings> {
  const current = await requireUser(db, userId);
  if (current.recordVisits === on) return settingsOf(current);
  const row = await db.transaction(async (tx) => {
    const updated = await repository.setRecordVisits(tx, userId, on);
    if (updated && !on) await repository.forgetVisitsOf(tx, userId);
    return updated;
  });
  if (!row) throw accountGone();
  return settingsOf(row);
}

/**
 * Called once a member was shown another's details page (profiles' `profileFor`, through app.ts):
 * records the visit when both record visits. The viewer's row is at hand: a viewer who does not
 * record visits (the default) costs nothing more. A failure is logged, never the page's.
 */
export function visitRecorder(db: DbOrTx, log: FastifyBaseLogger) {
  return async (viewer: Pick<UserRow, 'id' | 'recordVisits'>, profileId: string): Promise<void> => {
    if (!viewer.recordVisits) return;
    await repository.recordVisit(db, viewer.id, profileId, todayInIndia()).catch((error: unknown) => {
      log.warn({ ...faultSummary(error), visitorId: viewer.id, profileId }, 'could not record a visit');
    });
  };
}

/** The sweep's step: visits older than the kept days, at most `limit`; answers how many went. */
export async function forgetOldVisits(db: DbOrTx, now: Date, limit: number): Promise<number> {
  return repository.deleteVisitsBefore(db, visitsKeptSince(now), limit);
}

/** The visits the member made (their own acts), newest first, for their copy of their data. */
export async function visitsMadeBy(db: DbOrTx, userId: string): Promise<{ profileId: string; day: string; visitedAt: string }[]> {
  const rows = await repository.visitsMadeBy(db, userId);
  return rows.map((row) => ({ profileId: row.profileId, day: row.day, visitedAt: row.visitedAt.toISOString() }));
}
