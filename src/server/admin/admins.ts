import { hashPassword } from '../credentials/passwords.js';
import { clearPasswordFailures } from '../credentials/sign-in-failures.js';
import type { Db } from '../db/client.js';
import { revokeAdminSessions } from '../sessions/service.js';
import { findAdminByMobile, insertAdmin, setAdminPasswordHash } from './repository.js';

/**
 * Creates the admin, or resets its password and signs its sessions out when it exists; the
 * reset and the sign-out happen together. A name, when given, is what the activity log shows.
 */
export async function upsertAdmin(db: Db, mobileNumber: string, password: string, name?: string): Promise<'created' | 'reset'> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const existing = await findAdminByMobile(tx, mobileNumber);
    if (existing) {
      await setAdminPasswordHash(tx, existing.id, passwordHash, name);
      await revokeAdminSessions(tx, existing.id);
      // A new password, set by someone with access to the server, forgives earlier wrong
      // passwords; wrong second-step codes stay counted until a right code.
      await clearPasswordFailures(tx, 'admin', existing.mobileNumber);
      return 'reset' as const;
    }
    await insertAdmin(tx, { mobileNumber, passwordHash, name: name ?? null });
    return 'created' as const;
  });
}
