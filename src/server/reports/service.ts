import type { ReportReason } from '../../contract/moderation.js';
import type { Db, DbOrTx } from '../db/client.js';
import { shownMember } from '../blocks/shown.js';
import { badRequest, notFound } from '../http/errors.js';
import type { ViewerRules } from '../profiles/viewer-access.js';
import { findUserForUpdate } from '../users/repository.js';
import { requireUser } from '../users/require-user.js';
import { refuseSuspended } from '../users/suspended.js';
import { countApprovedReporters, hideByReports, resolveOpenReports, upsertOpenReport } from './repository.js';

export interface ReportInput {
  reporterId: string;
  reportedUserId: string;
  description: string;
  reason?: ReportReason;
}

/**
 * Stores a report against a member the product has shown the reporter (blocks/shown.ts): any
 * other id is answered as an unknown one, so reporting cannot tell who exists. The reporter is
 * always the signed-in member: SPEC's client sends a fixed `reportingUserId` that says nothing
 * about who is reporting. A member has one open report per profile; reporting again replaces its
 * description (and reason). A suspended member cannot report. Once `hideThreshold` distinct
 * approved members have open reports on a profile, it leaves every listing until an
 * administrator decides.
 */
export async function createReport(db: Db, rules: ViewerRules, hideThreshold: number, input: ReportInput): Promise<string> {
  if (input.reportedUserId === input.reporterId) throw badRequest('OWN_PROFILE');
  const reporter = await requireUser(db, input.reporterId);
  refuseSuspended(reporter);
  const shown = await shownMember(db, rules, reporter, input.reportedUserId);
  if (!shown) throw notFound('PROFILE_NOT_FOUND');
  return db.transaction(async (tx) => {
    // Reports on one profile take turns, so parallel reporters are all counted.
    const reported = await findUserForUpdate(tx, shown.id);
    if (!reported) throw notFound('PROFILE_NOT_FOUND');
    const id = await upsertOpenReport(tx, {
      reporterId: input.reporterId,
      reportedUserId: reported.id,
      description: input.description,
      reason: input.reason ?? null,
    });
    if (!reported.reportHiddenAt && (await countApprovedReporters(tx, reported.id)) >= hideThreshold) await hideByReports(tx, reported.id);
    return id;
  });
}

/**
 * Resolves the open reports on a member whose account is being deleted as DELETED, in the
 * deletion's transaction, keeping the member's name on them. Answers the reporters to tell.
 */
export async function resolveReportsOfDeleted(
  tx: DbOrTx,
  userId: string,
  decision: { note: string | null; resolvedBy: string | null; label: string },
): Promise<{ resolved: number; reporterIds: string[] }> {
  return resolveOpenReports(tx, userId, { resolution: 'DELETED', ...decision });
}

/** Suspension resolves the member's open reports, and the moderation queue counts them, through these. */
export { openReportTotals, resolveOpenReports } from './repository.js';
