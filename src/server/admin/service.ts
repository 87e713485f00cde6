import type { FastifyBaseLogger } from 'fastify';
import type { Dashboard } from '../../contract/admin.js';
import { ADMIN_PAGE_SIZE } from '../../contract/limits.js';
import type { UserStatus } from '../../contract/reference/index.js';
import { signIn } from '../credentials/sign-in.js';
import type { Db } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { incomeInr } from '../payments/service.js';
import type { FileStore } from '../storage/file-store.js';
import { deleteUser } from '../users/delete-user.js';
import { recordAdminAction, type AdminActor } from '../audit/record.js';
import type { Mailer } from '../mail/mailer.js';
import { notify } from '../notifications/notify.js';
import { findUserById, type UserRow } from '../users/repository.js';
import { startOfTodayInIndia } from './india-day.js';
import * as repository from './repository.js';

/** Signs an admin in; the sign-in is the first entry of what they do in the activity log. */
export async function login(db: Db, mobileNumber: string, password: string, address: string): Promise<string> {
  const account = await repository.findAdminByMobile(db, mobileNumber);
  const token = await signIn(db, 'admin', account, password);
  await recordAdminAction(db, { adminId: account!.id, address }, { action: 'SIGN_IN' });
  return token;
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

/** Approves or rejects a member; the decision is logged with its administrator, and the member told. */
export async function setStatus(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  actor: AdminActor,
  mobileNumber: string,
  status: 'ACTIVE' | 'REJECT',
): Promise<void> {
  const member = await deps.db.transaction(async (tx) => {
    const changed = await repository.setStatusByMobile(tx, mobileNumber, status);
    if (!changed) throw notFound('USER_NOT_FOUND');
    await recordAdminAction(tx, actor, {
      action: status === 'ACTIVE' ? 'APPROVE' : 'REJECT',
      target: { id: changed.id, label: changed.fullName ?? changed.mobileNumber },
    });
    return changed;
  });
  if (status === 'ACTIVE') await notify(deps, member.id, 'PROFILE_APPROVED');
}

/** The member, profile, files and sessions go; payments and reports stay without the person. */
export async function removeUser(db: Db, files: FileStore, actor: AdminActor, userId: string, log: FastifyBaseLogger): Promise<void> {
  const member = await findUserById(db, userId);
  if (!member || !(await deleteUser(db, files, userId, log))) throw notFound('USER_NOT_FOUND');
  await recordAdminAction(db, actor, { action: 'DELETE', target: { id: member.id, label: member.fullName ?? member.mobileNumber } });
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
