import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { reports } from '../db/schema.js';

/**
 * Files a report, or updates the reporter's open report on the same profile: one statement, so
 * parallel reports by one member still leave one open report.
 */
export async function upsertOpenReport(
  db: DbOrTx,
  values: { reporterId: string; reportedUserId: string; description: string },
): Promise<string> {
  const [row] = await db
    .insert(reports)
    .values({ reportingUserId: values.reporterId, reportedUserId: values.reportedUserId, description: values.description })
    .onConflictDoUpdate({
      target: [reports.reportingUserId, reports.reportedUserId],
      targetWhere: sql`${reports.status} = 'OPEN'`,
      set: { description: values.description, updatedAt: sql`now()` },
    })
    .returning({ id: reports.id });
  return row!.id;
}
