import { eq } from 'drizzle-orm';
import { id as uuid } from '../../contract/fields.js';
import type { Db } from '../db/client.js';
import { reports, users } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';


/**
 * Stores a report against an existing member. The reporter is always the signed-in member:
 * SPEC's client sends a fixed `reportingUserId` that says nothing about who is reporting.
 */
export async function createReport(
  db: Db,
  input: { reporterId: string; reportedUserId: string; description: string },
): Promise<string> {
  if (!uuid.safeParse(input.reportedUserId).success) throw notFound('PROFILE_NOT_FOUND');
  if (input.reportedUserId === input.reporterId) throw badRequest('OWN_PROFILE');
  const [reported] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.reportedUserId)).limit(1);
  if (!reported) throw notFound('PROFILE_NOT_FOUND');
  const [row] = await db
    .insert(reports)
    .values({ reportedUserId: reported.id, reportingUserId: input.reporterId, description: input.description })
    .returning({ id: reports.id });
  return row!.id;
}
