import { hashPassword } from '../credentials/passwords.js';
import { clearFailures } from '../credentials/sign-in-failures.js';
import type { Db } from '../db/client.js';
import { revokeAdminSessions } from '../sessions/repository.js';
import { findAdminByMobile, insertAdmin, setAdminPasswordHash } from './repository.js';

/**
 * Creates the admin, or resets its password and signs its sessions out when it exists; the
 * reset and the sign-out happen together.
 */
export async function upsertAdmin(db: Db, mobileNumber: string, password: string): Promise<'created' | 'reset'> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const existing = await findAdminByMobile(tx, mobileNumber);
    if (existing) {
      await setAdminPasswordHash(tx, existing.id, passwordHash);
      await revokeAdminSessions(tx, existing.id);
      // A new password, set by someone with access to the server, forgives earlier failures.
      await clearFailures(tx, 'admin', existing.id);
      return 'reset' as const;
    }
    await insertAdmin(tx, { mobileNumber, passwordHash });
    return 'created' as const;
  });
}
