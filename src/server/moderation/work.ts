import type { Work } from '../../contract/admin-review.js';
import type { Db } from '../db/client.js';
import { openReportTotals } from '../reports/service.js';
import { memberWorkTotals } from './repository.js';

/** What waits for administrators: profiles to review, photo changes, reported profiles, and the oldest of them. */
export async function workWaiting(db: Db): Promise<Work> {
  const [members, reports] = await Promise.all([memberWorkTotals(db), openReportTotals(db)]);
  const oldest = [members.oldestPending, members.oldestPhoto, reports.oldest]
    .filter((date): date is Date => date !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    pendingProfiles: members.pendingProfiles,
    photoChanges: members.photoChanges,
    reportedProfiles: reports.profiles,
    openReports: reports.reports,
    oldestWaitingSince: oldest ? oldest.toISOString() : null,
  };
}
