import type { ReportReason } from '../../contract/moderation.js';
import { recordAdminAction, type AdminActor } from '../audit/record.js';
import type { Db } from '../db/client.js';
import { conflict, notFound } from '../http/errors.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import { resolveOpenReports } from '../reports/service.js';
import { tellReporters } from '../reports/tell-reporters.js';
import { findUserForUpdate } from '../users/repository.js';
import * as repository from './repository.js';

type Deps = NotifyDeps & { db: Db };

/**
 * Suspends a member: out of every listing and unable to see anyone, but still able to sign in,
 * read why (in their language, with the note), fix the profile or delete the account. Their open
 * reports are resolved as SUSPENDED and the reporters told; the member is told by mail too.
 */
export async function suspendMember(deps: Deps, actor: AdminActor, input: { userId: string; reason: ReportReason; note?: string }) {
  const note = input.note ?? null;
  const outcome = await deps.db.transaction(async (tx) => {
    const member = await findUserForUpdate(tx, input.userId);
    if (!member) throw notFound('USER_NOT_FOUND');
    if (member.suspendedAt) throw conflict('ALREADY_SUSPENDED');
    const label = member.fullName ?? member.mobileNumber;
    await repository.suspend(tx, member.id, input.reason, note);
    const reports = await resolveOpenReports(tx, member.id, { resolution: 'SUSPENDED', note, resolvedBy: actor.adminId, label });
    await recordAdminAction(tx, actor, {
      action: 'SUSPEND',
      target: { id: member.id, label },
      reason: input.reason,
      detail: { note, ...(reports.resolved > 0 ? { reports: reports.resolved } : {}) },
    });
    return { memberId: member.id, reporterIds: reports.reporterIds };
  });
  await notify(deps, outcome.memberId, 'PROFILE_SUSPENDED', { reason: input.reason, note });
  await tellReporters(deps, outcome.reporterIds);
}

/** Lifts a suspension: the member is listed again (if approved) and may browse. */
export async function unsuspendMember(deps: Deps, actor: AdminActor, input: { userId: string; note?: string }) {
  await deps.db.transaction(async (tx) => {
    const member = await findUserForUpdate(tx, input.userId);
    if (!member) throw notFound('USER_NOT_FOUND');
    if (!member.suspendedAt) throw conflict('NOT_SUSPENDED');
    await repository.unsuspend(tx, member.id);
    await recordAdminAction(tx, actor, {
      action: 'UNSUSPEND',
      target: { id: member.id, label: member.fullName ?? member.mobileNumber },
      reason: input.note ?? null,
    });
  });
}
