import { sql } from 'drizzle-orm';
import { DEFAULT_POLICY_VERSION } from '../src/contract/legal.js';
import type { Db } from '../src/server/db/client.js';
import { rowsOf } from '../src/server/db/rows.js';
import { createSession } from '../src/server/sessions/service.js';

/**
 * Signs in `count` approved demo members of both genders (chosen at random, with the current
 * policies accepted), straight in the database before the server starts: the load then comes
 * from many viewers, as it does in life, so nothing per viewer (a session, a member's row) is
 * served warm from one repeated token. Each gave a rashi and nakshatra, as the guna milan
 * scenario needs (about half of the demo members did).
 */
export async function signInSeededViewers(db: Db, count: number): Promise<string[]> {
  const result = await db.execute(sql`
    UPDATE users SET consent_version = ${DEFAULT_POLICY_VERSION}
    WHERE id IN (
      SELECT id FROM users
      WHERE status = 'ACTIVE' AND user_details IS NOT NULL AND suspended_at IS NULL AND gender IN ('Male', 'Female')
        AND moon_sign IS NOT NULL
      ORDER BY md5(id::text) LIMIT ${count}
    )
    RETURNING id`);
  const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
  const tokens: string[] = [];
  for (const id of ids) tokens.push(await createSession(db, 'user', id));
  return tokens;
}
