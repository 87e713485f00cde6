import { recordAdminAction, type AdminActor } from '../audit/record.js';
import type { Db } from '../db/client.js';
import { conflict, notFound } from '../http/errors.js';
import type { NotifyDeps } from '../notifications/notify.js';
import { findUserForUpdate } from '../users/repository.js';
import { liftReportHold, resolveOpenReports } from './repository.js';
import { tellReporters } from './tell-reporters.js';

/**
 * An administrator finds nothing to act on: the profile's open reports are closed with a note,
 * a hold by reports is lifted (the profile is listed again), and the reporters are told their
 * report was reviewed. Reports filed afterwards count afresh.
 */
export async function dismissReports(deps: NotifyDeps & { db: Db }, actor: AdminActor, input: { userId: string; note: string }) {
  const outcome = await deps.db.transaction(async (tx) => {
    const member = await findUserForUpdate(tx, input.userId);
    if (!member) throw notFound('USER_NOT_FOUND');
    const label = member.fullName ?? member.mobileNumber;
    const resolved = await resolveOpenReports(tx, member.id, {
      resolution: 'DISMISSED',
      note: input.note,
      resolvedBy: actor.adminId,
      label,
    });
    if (resolved.resolved === 0) throw conflict('NO_OPEN_REPORTS');
    await liftReportHold(tx, member.id);
    await recordAdminAction(tx, actor, {
      action: 'DISMISS_REPORTS',
      target: { id: member.id, label },
      reason: input.note,
      detail: { reports: resolved.resolved },
    });
    return resolved;
  });
  await tellReporters(deps, outcome.reporterIds);
}
