import type { ReportReason } from '../../contract/moderation.js';
import type { Db, DbOrTx } from '../db/client.js';
import { shownMember } from '../blocks/shown.js';
import { badRequest, notFound } from '../http/errors.js';
import type { ViewerRules } from '../profiles/viewer-access.js';
import { findUserById, findUserForUpdate, findUsersByIds } from '../users/repository.js';
import { requireUser } from '../users/require-user.js';
import { refuseSuspended } from '../users/suspended.js';
import {
  countApprovedReporters,
  findUserIdByProfileNumber,
  hideByReports,
  raiseOpenReports,
  resolveOpenReports,
  upsertOpenReport,
} from './repository.js';
import { warnOfMoneyScam } from './scam-warning.js';

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
 * administrator decides. A report of asking for money also warns the profile's accepted
 * interests and raises its open reports (scam-warning.ts).
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
    if (input.reason === 'ASKS_FOR_MONEY') await warnOfMoneyScam(tx, reported);
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

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** A profile number standing alone (`#1A2B3C4D` or `1a2b3c4d`), as the biodata and the photos' mark print it. */
const PROFILE_NUMBER = /(?:^|[^0-9a-z-])#?([0-9a-f]{8})(?![0-9a-z-])/i;

/**
 * The member a complaint's words name: a link to the profile or its id (a UUID anywhere in the
 * text), else its profile number; null when they name nobody, or nobody for certain (a name).
 */
export async function memberNamedBy(db: DbOrTx, words: string): Promise<string | null> {
  const id = UUID.exec(words)?.[0];
  if (id) return (await findUsersByIds(db, [id.toLowerCase()]))[0]?.id ?? null;
  const number = PROFILE_NUMBER.exec(words)?.[1];
  return number ? findUserIdByProfileNumber(db, number) : null;
}

/**
 * A fraud complaint named a profile (grievances): its open reports rise in the queue; when the
 * complainant is a member the product has shown that profile (the rule for reporting), its
 * accepted interests are warned too, as for a report of asking for money. Complaints anyone may
 * file without an account only raise the reports, so no stranger can send notices about a member.
 */
export async function complaintOfMoneyScam(db: Db, rules: ViewerRules, profileId: string, complainantId: string | null): Promise<void> {
  const complainant = complainantId && complainantId !== profileId ? await findUserById(db, complainantId) : undefined;
  const shown = complainant ? await shownMember(db, rules, complainant, profileId) : undefined;
  await db.transaction(async (tx) => {
    const reported = await findUserForUpdate(tx, profileId);
    if (!reported) return;
    if (shown) await warnOfMoneyScam(tx, reported);
    else await raiseOpenReports(tx, reported.id);
  });
}

/** Suspension resolves the member's open reports, and the moderation queue counts them, through these. */
export { openReportTotals, resolveOpenReports } from './repository.js';
