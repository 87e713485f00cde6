import type { Dashboard } from '../../contract/admin.js';
import { ADMIN_PAGE_SIZE } from '../../contract/limits.js';
import type { z } from 'zod';
import type { adminUpdateUserBody } from '../../contract/admin.js';
import { DOCUMENT_REJECTION_REASONS } from '../../contract/moderation.js';
import type { UserStatus } from '../../contract/reference/index.js';
import { signIn } from '../credentials/sign-in.js';
import type { Db } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { incomeInr } from '../payments/service.js';
import type { FileStore } from '../storage/file-store.js';
import { deleteUser } from '../accounts/delete-user.js';
import type { SecondStep } from '../../contract/two-step.js';
import type { ClientInfo } from '../http/client-info.js';
import { secondStepOf } from '../two-step/service.js';
import type { Config } from '../config.js';
import { assertApprovable } from '../verification/approval.js';
import { recordAdminAction, type AdminActor } from '../audit/record.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import { rejectDocument } from '../moderation/identity.js';
import { tellReporters } from '../reports/tell-reporters.js';
import { findUserById, type UserRow } from '../users/repository.js';
import { isUuid } from '../db/uuid.js';
import { startOfTodayInIndia } from '../../contract/dates.js';
import * as repository from './repository.js';

type StatusInput = z.output<typeof adminUpdateUserBody>;

/**
 * Checks an admin's password. The session it opens can do nothing but the second step
 * (enrolment the first time, the authenticator's code afterwards); the activity log records the
 * sign-in when that step completes (two-step/service.ts).
 */
export async function login(
  db: Db,
  mobileNumber: string,
  password: string,
  client: ClientInfo,
): Promise<{ token: string; secondStep: SecondStep }> {
  const account = await repository.findAdminByMobile(db, mobileNumber);
  const token = await signIn(db, 'admin', account, { mobileNumber, password, client }, { session: { awaitingSecondFactor: true } });
  return { token, secondStep: secondStepOf(account!) };
}

export async function listUsers(
  db: Db,
  filter: { fullName?: string; status?: UserStatus; page: number },
): Promise<{ rows: UserRow[]; hasMore: boolean }> {
  const rows = await repository.listUsers(db, {
    fullName: filter.fullName || undefined,
    status: filter.status,
    offset: filter.page * ADMIN_PAGE_SIZE,
    limit: ADMIN_PAGE_SIZE + 1,
  });
  return { rows: rows.slice(0, ADMIN_PAGE_SIZE), hasMore: rows.length > ADMIN_PAGE_SIZE };
}

/**
 * Approves or rejects a member; the decision is logged with its administrator, and the member
 * told. Approval waits until the member has verified what they claim (verification/approval.ts).
 */
export async function setStatus(
  deps: NotifyDeps & { db: Db; config: Pick<Config, 'REQUIRE_MOBILE_VERIFICATION'> },
  actor: AdminActor,
  input: StatusInput,
): Promise<void> {
  const decision =
    input.status === 'ACTIVE'
      ? ({ status: 'ACTIVE' } as const)
      : ({ status: 'REJECT', reason: input.reason ?? 'NO_REASON_GIVEN', note: input.note ?? null } as const);
  const member = await deps.db.transaction(async (tx) => {
    if (decision.status === 'ACTIVE') await assertApprovable(tx, input.mobileNumber, deps.config);
    const changed = await repository.setStatusByMobile(tx, input.mobileNumber, decision);
    if (!changed) throw notFound('USER_NOT_FOUND');
    // Turning a profile down for its document is a decision on the document: its file then goes.
    const document =
      decision.status === 'REJECT' && DOCUMENT_REJECTION_REASONS.includes(decision.reason)
        ? await rejectDocument(tx, changed.id, actor.adminId)
        : undefined;
    await recordAdminAction(tx, actor, {
      action: decision.status === 'ACTIVE' ? 'APPROVE' : 'REJECT',
      target: { id: changed.id, label: changed.fullName ?? changed.mobileNumber },
      reason: decision.status === 'REJECT' ? decision.reason : null,
      ...(decision.status === 'REJECT' ? { detail: { note: decision.note, ...(document ? { documentRejected: true } : {}) } } : {}),
    });
    return changed;
  });
  if (decision.status === 'ACTIVE') await notify(deps, member.id, 'PROFILE_APPROVED');
  else await notify(deps, member.id, 'PROFILE_REJECTED', { reason: decision.reason, note: decision.note });
}

/**
 * The member, profile, files and sessions go; payments and reports stay without the person. The
 * member's open reports are resolved as DELETED, and their reporters told the report was reviewed.
 */
export async function removeUser(
  deps: NotifyDeps & { db: Db },
  files: FileStore,
  actor: AdminActor,
  input: { userId: string; note?: string },
): Promise<void> {
  const { db } = deps;
  if (!isUuid(input.userId)) throw notFound('USER_NOT_FOUND');
  const member = await findUserById(db, input.userId);
  const outcome = member && (await deleteUser(db, files, input.userId, deps.log, { resolvedBy: actor.adminId, note: input.note ?? null }));
  if (!member || !outcome) throw notFound('USER_NOT_FOUND');
  await recordAdminAction(db, actor, {
    action: 'DELETE',
    target: { id: member.id, label: member.fullName ?? member.mobileNumber },
    reason: input.note ?? null,
    ...(outcome.resolved > 0 ? { detail: { reports: outcome.resolved } } : {}),
  });
  await tellReporters(deps, outcome.reporterIds);
}

/** Totals for the dashboard; "today" starts at midnight in India, income is in rupees. */
export async function dashboard(db: Db, now: Date = new Date()): Promise<Dashboard> {
  const since = startOfTodayInIndia(now);
  const [members, income] = await Promise.all([repository.countUsers(db, since), incomeInr(db, since)]);
  return {
    totalUsers: members.total,
    totalUsersToday: members.since,
    totalIncome: income.total,
    totalIncomeToday: income.since,
  };
}
