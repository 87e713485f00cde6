import { REPORT_REASONS, type ReportReason } from '../../contract/moderation.js';
import type { ReportEntry, ReportGroup, ReportQueue } from '../../contract/admin-reports.js';
import { ADMIN_PAGE_SIZE } from '../../contract/limits.js';
import { adminNames } from '../audit/admin-names.js';
import type { Db } from '../db/client.js';
import { presentForAdmin } from '../privacy/present-for-admin.js';
import { findUsersByIds } from '../users/repository.js';
import { listReportGroups, reportsInGroups } from './repository.js';

type Row = Awaited<ReturnType<typeof reportsInGroups>>[number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function entryOf(row: Row, names: Map<string, string>): ReportEntry {
  const { report, reporter } = row;
  return {
    id: report.id,
    reason: REPORT_REASONS.includes(report.reason as ReportReason) ? (report.reason as ReportReason) : null,
    description: report.description,
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
    reporter: reporter
      ? {
          id: reporter.id,
          name: reporter.fullName ?? reporter.mobileNumber,
          approved: reporter.status === 'ACTIVE' && reporter.suspendedAt === null,
        }
      : null,
    resolution: report.resolution,
    resolutionNote: report.resolutionNote,
    resolvedAt: iso(report.resolvedAt),
    resolvedBy: report.resolvedBy ? (names.get(report.resolvedBy) ?? null) : null,
  };
}

/**
 * The report queue for administrators: reports grouped by the profile they are about, newest
 * activity first, with the number of distinct reporters and how many of them are approved
 * members (those are what hide a profile). Ten profiles a page, from page 0.
 */
export async function reportQueue(
  db: Db,
  adminId: string,
  status: ReportQueue,
  page: number,
): Promise<{ groups: ReportGroup[]; hasMore: boolean }> {
  const found = await listReportGroups(db, status, page * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE + 1);
  const groups = found.slice(0, ADMIN_PAGE_SIZE);
  const rows = await reportsInGroups(
    db,
    status,
    groups.map((group) => group.key),
  );
  const names = await adminNames(db);
  const reportedIds = [...new Set(rows.map((row) => row.report.reportedUserId).filter((id): id is string => id !== null))];
  const profiles = new Map(
    (await presentForAdmin(db, adminId, await findUsersByIds(db, reportedIds))).map((profile) => [profile.id, profile]),
  );

  return {
    hasMore: found.length > ADMIN_PAGE_SIZE,
    groups: groups.map((group) => {
      const inGroup = rows.filter((row) => row.key === group.key);
      const first = inGroup[0]?.report;
      const reportedUserId = first?.reportedUserId ?? null;
      const profile = reportedUserId ? (profiles.get(reportedUserId) ?? null) : null;
      const reporters = new Map(inGroup.flatMap((row) => (row.reporter ? [[row.reporter.id, entryOf(row, names).reporter!]] : [])));
      const name = profile?.userDetails?.personalDetails.fullName;
      return {
        reportedUserId,
        label: (typeof name === 'string' && name) || profile?.mobileNumber || first?.reportedLabel || '',
        profile,
        reporterCount: reporters.size,
        approvedReporterCount: [...reporters.values()].filter((reporter) => reporter.approved).length,
        latestAt: group.latest.toISOString(),
        raisedAt: status === 'OPEN' ? iso(group.raised) : null,
        reports: inGroup.map((row) => entryOf(row, names)),
      };
    }),
  };
}
