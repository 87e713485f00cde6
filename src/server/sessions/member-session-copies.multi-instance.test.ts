import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, registerMember, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { openPostgres } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashToken } from '../security/tokens.js';

// Two servers on one PostgreSQL (PostgreSQL only): what one writes, the other learns from the
// database's announcement (db/change-feed.ts) and stops answering from its copies.

let t: TestApp;
let other: TestApp;
let sunita: Member;

const listing = (app: TestApp, token: string) => app.call('/user/getProfile', { token, body: { page: 1 } });
/** Asks until `check` holds: the other server learns of a write a moment after its commit. */
async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

beforeAll(async () => {
  t = await createTestApp();
  other = await createTestApp({ database: await openPostgres(t.database.url!) });
  sunita = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Sunita' }));
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('two servers on one PostgreSQL', () => {
  it('refuses on the second server a session signed out on the first, as soon as the database announces it', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Male' }));
    expect((await listing(other, member.token)).status).toBe(200);
    expect((await listing(other, member.token)).status).toBe(200);
    expect((await t.call('/user/logout', { token: member.token, body: {} })).status).toBe(200);
    expect(await eventually(async () => (await listing(other, member.token)).status === 401)).toBe(true);
  });

  it('shows on the second server a profile the first one paused, as soon as the database announces it', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Male' }));
    const ids = async () => (await listing(other, member.token)).json.data.userData.map((user: { id: string }) => user.id) as string[];
    expect(await ids()).toContain(sunita.id);
    await t.call('/user/settings/pause', { token: sunita.token, body: { paused: true } });
    expect(await eventually(async () => !(await ids()).includes(sunita.id))).toBe(true);
    await t.call('/user/settings/pause', { token: sunita.token, body: { paused: false } });
    expect(await eventually(async () => (await ids()).includes(sunita.id))).toBe(true);
  });

  it('reads the database for every call while it cannot hear announcements, and hears them again after', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Male' }));
    expect((await listing(other, member.token)).status).toBe(200);
    // Both servers' listening connections are cut, as a restart of the database would.
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    expect(await eventually(async () => !other.database.changes.live)).toBe(true);
    // Unannounced while nobody listens; the server reads the database and sees it.
    await t.db.execute(sql`/* another program */ update sessions set revoked_at = now() where token_hash = ${hashToken(member.token)}`);
    expect((await listing(other, member.token)).status).toBe(401);
    expect(await eventually(async () => other.database.changes.live, 5000)).toBe(true);
    const again = await registerMember(t, { details: userDetails({ gender: 'Male' }) });
    await t.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, again.id));
    expect((await listing(other, again.token)).status).toBe(200);
    await t.call('/user/logout', { token: again.token, body: {} });
    expect(await eventually(async () => (await listing(other, again.token)).status === 401)).toBe(true);
  });
});
