import { and, asc, count, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { CLOSED_GRIEVANCE_STATUSES, type GrievanceStatus } from '../../contract/grievances.js';
import type { DbOrTx } from '../db/client.js';
import { grievances } from '../db/schema.js';

export type GrievanceRow = typeof grievances.$inferSelect;

const CLOSED = [...CLOSED_GRIEVANCE_STATUSES];

/**
 * Files a grievance. Its ticket, GRV-<year in India>-<number>, takes the next number of a
 * sequence that is never reused, in the same statement.
 */
export async function insertGrievance(db: DbOrTx, values: Omit<typeof grievances.$inferInsert, 'ticket'>): Promise<GrievanceRow> {
  const ticket = sql`'GRV-' || to_char(now() at time zone 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval('grievance_numbers')::text, 6, '0')`;
  const [row] = await db
    .insert(grievances)
    .values({ ...values, ticket })
    .returning();
  return row!;
}

/**
 * A page of grievances: open ones first, the soonest due on top (overdue ones lead), then the
 * decided ones, latest first.
 */
export async function listGrievances(db: DbOrTx, filter: { status?: GrievanceStatus; offset: number; limit: number }) {
  return db
    .select()
    .from(grievances)
    .where(filter.status ? eq(grievances.status, filter.status) : undefined)
    .orderBy(
      sql`case when ${inArray(grievances.status, CLOSED)} then 1 else 0 end`,
      sql`case when ${inArray(grievances.status, CLOSED)} then null else ${grievances.dueAt} end asc nulls last`,
      desc(grievances.updatedAt),
      asc(grievances.ticket),
    )
    .offset(filter.offset)
    .limit(filter.limit);
}

export async function countOverdue(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(grievances)
    .where(and(notInArray(grievances.status, CLOSED), lt(grievances.dueAt, now)));
  return row?.n ?? 0;
}

/** The grievance, its row held until the transaction ends so two admins cannot decide it at once. */
export async function lockGrievance(tx: DbOrTx, id: string): Promise<GrievanceRow | undefined> {
  const [row] = await tx.select().from(grievances).where(eq(grievances.id, id)).for('update');
  return row;
}

export async function updateGrievance(
  tx: DbOrTx,
  id: string,
  values: Pick<GrievanceRow, 'status' | 'resolutionNote' | 'resolvedAt' | 'handledBy'>,
): Promise<GrievanceRow> {
  const [row] = await tx
    .update(grievances)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(grievances.id, id))
    .returning();
  return row!;
}
