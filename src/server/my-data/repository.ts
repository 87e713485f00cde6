import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { favourites, grievances, payments, reports, uploads } from '../db/schema.js';

/**
 * What the data download reads beside the member's own row. Each query is about the member's
 * own acts; where another member is involved, only that member's id is read, to be replaced by
 * a pseudonym before anything leaves the server.
 */
export async function photoUploadsOf(db: DbOrTx, userId: string) {
  return db
    .select({ kind: uploads.kind, fileKey: uploads.fileKey, createdAt: uploads.createdAt })
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(uploads.createdAt);
}

export async function favouritesOf(db: DbOrTx, userId: string) {
  return db
    .select({ profileId: favourites.profileId, createdAt: favourites.createdAt })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(favourites.createdAt);
}

/**
 * What the member wrote in each report and when they first filed it. Not its status nor when it
 * last changed: a decision moves both, and the member is told only that a report was reviewed.
 */
export async function reportsFiledBy(db: DbOrTx, userId: string) {
  return db
    .select({
      reportedUserId: reports.reportedUserId,
      reason: reports.reason,
      description: reports.description,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(eq(reports.reportingUserId, userId))
    .orderBy(reports.createdAt);
}

export async function grievancesFiledBy(db: DbOrTx, userId: string) {
  return db
    .select({
      ticket: grievances.ticket,
      category: grievances.category,
      description: grievances.description,
      profileRef: grievances.profileRef,
      email: grievances.email,
      status: grievances.status,
      dueAt: grievances.dueAt,
      resolutionNote: grievances.resolutionNote,
      resolvedAt: grievances.resolvedAt,
      createdAt: grievances.createdAt,
    })
    .from(grievances)
    .where(eq(grievances.userId, userId))
    .orderBy(grievances.createdAt);
}

export async function paymentsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      amountPaise: payments.amountPaise,
      status: payments.status,
      method: payments.method,
      receiptNo: payments.receiptNo,
      reference: payments.reference,
      periodStart: payments.periodStart,
      periodEnd: payments.periodEnd,
      createdAt: payments.createdAt,
      completedAt: payments.completedAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt));
}
