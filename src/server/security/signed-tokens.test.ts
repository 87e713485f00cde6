import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../../../tests/support/test-database.js';
import { signLinkToken, verifyLinkToken } from './signed-tokens.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const HOUR = 3_600_000;

describe('signed link tokens', () => {
  it('give back their subject, for their purpose only', async () => {
    const token = await signLinkToken(database.db, 'unsubscribe', 'member-1:INTEREST_RECEIVED', HOUR);
    expect(await verifyLinkToken(database.db, 'unsubscribe', token)).toBe('member-1:INTEREST_RECEIVED');
    expect(await verifyLinkToken(database.db, 'verify-email', token)).toBeNull();
  });

  it('refuse an expired, altered or malformed token', async () => {
    const now = Date.now();
    const token = await signLinkToken(database.db, 'unsubscribe', 'member-1', HOUR, now);
    expect(await verifyLinkToken(database.db, 'unsubscribe', token, now + 2 * HOUR)).toBeNull();
    const [body, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(Buffer.from(body, 'base64url').toString().replace('member-1', 'member-2')).toString('base64url');
    expect(await verifyLinkToken(database.db, 'unsubscribe', `${forged}.${signature}`)).toBeNull();
    for (const bad of ['', 'x', 'a.b', `${body}.`, `${body}.${signature}x`, 'a'.repeat(5000)]) {
      expect(await verifyLinkToken(database.db, 'unsubscribe', bad)).toBeNull();
    }
  });

  it('keep one key for the database, so a token signed before still checks', async () => {
    const token = await signLinkToken(database.db, 'verify-email', 'member-9', HOUR);
    const again = await openTestDatabase();
    // A second database knows nothing of the first one's key.
    expect(await verifyLinkToken(again.db, 'verify-email', token)).toBeNull();
    await again.close();
    expect(await verifyLinkToken(database.db, 'verify-email', token)).toBe('member-9');
  });
});
