import type { Db } from '../db/client.js';
import { badRequest, notFound } from '../http/errors.js';
import { findUserById } from '../users/repository.js';
import { upsertOpenReport } from './repository.js';

/**
 * Stores a report against an existing member. The reporter is always the signed-in member:
 * SPEC's client sends a fixed `reportingUserId` that says nothing about who is reporting. A
 * member has one open report per profile; reporting again replaces its description.
 */
export async function createReport(db: Db, input: { reporterId: string; reportedUserId: string; description: string }): Promise<string> {
  if (input.reportedUserId === input.reporterId) throw badRequest('OWN_PROFILE');
  const reported = await findUserById(db, input.reportedUserId);
  if (!reported) throw notFound('PROFILE_NOT_FOUND');
  return upsertOpenReport(db, { ...input, reportedUserId: reported.id });
}
