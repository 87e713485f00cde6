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
import type { UserRow } from '../users/repository.js';
import { startOfTodayInIndia } from './india-day.js';
import * as repository from './repository.js';

export async function login(db: Db, mobileNumber: string, password: string): Promise<string> {
  return signIn(db, 'admin', await repository.findAdminByMobile(db, mobileNumber), password);
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

export async function setStatus(db: Db, mobileNumber: string, status: 'ACTIVE' | 'REJECT'): Promise<void> {
  if (!(await repository.setStatusByMobile(db, mobileNumber, status))) throw notFound('USER_NOT_FOUND');
}

/** The member, profile, files and sessions go; payments and reports stay without the person. */
export async function removeUser(db: Db, files: FileStore, userId: string, log: FastifyBaseLogger): Promise<void> {
  if (!(await deleteUser(db, files, userId, log))) throw notFound('USER_NOT_FOUND');
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
