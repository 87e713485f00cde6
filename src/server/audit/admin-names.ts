import type { DbOrTx } from '../db/client.js';
import { listAdmins } from './repository.js';

/** Administrators' names (or numbers when unnamed) by id. There are a handful, so all at once. */
export async function adminNames(db: DbOrTx): Promise<Map<string, string>> {
  return new Map((await listAdmins(db)).map((admin) => [admin.id, admin.name ?? admin.mobileNumber]));
}
