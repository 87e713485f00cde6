import type { DbOrTx } from '../db/client.js';
import { resolveOpenReports } from './repository.js';

/**
 * Resolves the open reports on a member whose account is being deleted as DELETED, in the
 * deletion's transaction, keeping the member's name on them. Answers the reporters to tell.
 */
export async function resolveReportsOfDeleted(
  tx: DbOrTx,
  userId: string,
  decision: { note: string | null; resolvedBy: string | null; label: string },
): Promise<{ resolved: number; reporterIds: string[] }> {
  return resolveOpenReports(tx, userId, { resolution: 'DELETED', ...decision });
}
