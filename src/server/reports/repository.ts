import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportReason, ReportResolution } from '../../contract/moderation.js';
import type { ReportQueue } from '../../contract/admin-reports.js';
import type { DbOrTx } from '../db/client.js';
import { reports, users } from '../db/schema.js';

/**
 * Files a report, or updates the reporter's open report on the same profile: one statement, so
 * parallel reports by one member still leave one open report. A report without a reason (SPEC's
 * client) keeps the reason the earlier one gave.
 */
export async function upsertOpenReport(
  db: DbOrTx,
  values: { reporterId: string; reportedUserId: string; description: string; reason: ReportReason | null },
): Promise<string> {
  const [row] = await db
    .insert(reports)
    .values({
      reportingUserId: values.reporterId,
      reportedUserId: values.reportedUserId,
      description: values.description,
      reason: values.reason,
    })
    .onConflictDoUpdate({
      target: [reports.reportingUserId, reports.reportedUserId],
      targetWhere: sql`${reports.status} = 'OPEN'`,
      set: { description: values.description, reason: sql`coalesce(excluded.reason, ${reports.reason})`, updatedAt: sql`now()` },
    })
    .returning({ id: reports.id });
  return row!.id;
}

/**
 * Distinct reporters of the member's open reports who are approved members now (approved, not
 * suspended): only they count toward hiding a profile, so accounts nobody has reviewed cannot.
 */
export async function countApprovedReporters(db: DbOrTx, reportedUserId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${reports.reportingUserId})`.mapWith(Number) })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reportingUserId))
    .where(
      and(eq(reports.reportedUserId, reportedUserId), eq(reports.status, 'OPEN'), eq(users.status, 'ACTIVE'), isNull(users.suspendedAt)),
    );
  return row?.n ?? 0;
}

/** Raises the member's open reports to the top of the administrators' queue (those not raised already). */
export async function raiseOpenReports(db: DbOrTx, reportedUserId: string): Promise<number> {
  const rows = await db
    .update(reports)
    .set({ raisedAt: sql`now()` })
    .where(and(eq(reports.reportedUserId, reportedUserId), eq(reports.status, 'OPEN'), isNull(reports.raisedAt)))
    .returning({ id: reports.id });
  return rows.length;
}

/**
 * The member a profile number names (contract/profile-number.ts: the id's first eight hex
 * digits), found by a range of the primary key; none when no member or more than one has it.
 */
export async function findUserIdByProfileNumber(db: DbOrTx, number: string): Promise<string | null> {
  const low = `${number.slice(0, 8).toLowerCase()}-0000-0000-0000-000000000000`;
  const high = `${number.slice(0, 8).toLowerCase()}-ffff-ffff-ffff-ffffffffffff`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(gte(users.id, low), lte(users.id, high)))
    .limit(2);
  return rows.length === 1 ? rows[0]!.id : null;
}

/** Holds the profile back from listings by reports, unless it already is. */
export async function hideByReports(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ reportHiddenAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.reportHiddenAt)));
}

/** An administrator looked at the reports and found nothing to act on: the profile comes back. */
export async function liftReportHold(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ reportHiddenAt: null }).where(eq(users.id, userId));
}

/**
 * Closes the member's open reports with a decision. The member's name is kept on them, so they
 * stay readable after a deletion. Answers the distinct reporters (still members) to tell.
 */
export async function resolveOpenReports(
  db: DbOrTx,
  reportedUserId: string,
  decision: { resolution: ReportResolution; note: string | null; resolvedBy: string | null; label: string },
): Promise<{ resolved: number; reporterIds: string[] }> {
  const rows = await db
    .update(reports)
    .set({
      status: 'RESOLVED',
      resolution: decision.resolution,
      resolutionNote: decision.note,
      resolvedBy: decision.resolvedBy,
      resolvedAt: sql`now()`,
      reportedLabel: decision.label,
      updatedAt: sql`now()`,
    })
    .where(and(eq(reports.reportedUserId, reportedUserId), eq(reports.status, 'OPEN')))
    .returning({ reporterId: reports.reportingUserId });
  const reporterIds = [...new Set(rows.map((row) => row.reporterId).filter((id): id is string => id !== null))];
  return { resolved: rows.length, reporterIds };
}

/**
 * Reports about one profile make a group. Once the account is deleted its id is gone; the
 * reports resolved by that deletion still belong together by the moment and the name kept.
 */
const groupKey = sql<string>`coalesce(${reports.reportedUserId}::text, 'gone:' || coalesce(${reports.resolvedAt}::text, '') || ':' || coalesce(${reports.reportedLabel}, ''))`;

function queueFilter(status: ReportQueue): SQL {
  // An open report always names a member: deleting one resolves its reports.
  return status === 'OPEN' ? and(eq(reports.status, 'OPEN'), isNotNull(reports.reportedUserId))! : eq(reports.status, 'RESOLVED');
}

/**
 * One page of groups, newest activity first (the newest report, or the newest decision). Open
 * groups raised by a money-scam report come before all others, the latest raised first.
 */
export async function listReportGroups(db: DbOrTx, status: ReportQueue, offset: number, limit: number) {
  const latest = (status === 'OPEN' ? sql`max(${reports.updatedAt})` : sql`max(${reports.resolvedAt})`).mapWith(reports.updatedAt);
  const raised = sql`max(${reports.raisedAt})`.mapWith(reports.raisedAt);
  return db
    .select({ key: groupKey, latest, raised })
    .from(reports)
    .where(queueFilter(status))
    .groupBy(groupKey)
    .orderBy(...(status === 'OPEN' ? [sql`${raised} desc nulls last`] : []), desc(latest), groupKey)
    .limit(limit)
    .offset(offset);
}

const reporter = alias(users, 'reporter');

/** The reports of the given groups, newest first, each with its reporter as they stand now. */
export async function reportsInGroups(db: DbOrTx, status: ReportQueue, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({
      key: groupKey,
      report: reports,
      reporter: {
        id: reporter.id,
        fullName: reporter.fullName,
        mobileNumber: reporter.mobileNumber,
        status: reporter.status,
        suspendedAt: reporter.suspendedAt,
      },
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reportingUserId))
    .where(and(queueFilter(status), inArray(groupKey, keys)))
    .orderBy(desc(reports.updatedAt), desc(reports.id));
}

/** Open reports and the profiles they are about, and the oldest waiting. */
export async function openReportTotals(db: DbOrTx) {
  const [row] = await db
    .select({
      reports: sql<number>`count(*)`.mapWith(Number),
      profiles: sql<number>`count(distinct ${reports.reportedUserId})`.mapWith(Number),
      oldest: sql`min(${reports.createdAt})`.mapWith(reports.createdAt),
    })
    .from(reports)
    .where(queueFilter('OPEN'));
  return { reports: row?.reports ?? 0, profiles: row?.profiles ?? 0, oldest: (row?.oldest as Date | null | undefined) ?? null };
}
