import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

// Another writer on the same PostgreSQL (PostgreSQL only: PGlite has one connection, so no write
// can land between a save's read and its write there). A profile save reads the member's row, then
// writes on the condition that the row is still the one it read (accounts/service.ts).

let t: TestApp;
let writer: pg.Client;

beforeAll(async () => {
  t = await createTestApp();
  writer = new pg.Client({ connectionString: t.database.url! });
  await writer.connect();
});
afterAll(async () => {
  await writer.end();
  await t.close();
});

/** Resolves once a statement of the app is waiting for a row lock another transaction holds. */
async function someoneWaitsForTheRow(): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = await writer.query(
      "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
    );
    if (rows[0].waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no statement came to wait for the row');
}

/**
 * Saves `details` as `member` while `write` (a statement about the member, `$1` their id) is held
 * in another transaction: committed once the save's own write waits for the row, after the save
 * has read it.
 */
async function saveOvertakenBy(write: string, member: Member, details: ReturnType<typeof userDetails>) {
  await writer.query('begin');
  await writer.query(write, [member.id]);
  const saving = t.call('/user/updateUser', { token: member.token, body: { userDetails: details } });
  await someoneWaitsForTheRow();
  await writer.query('commit');
  return saving;
}

describe('a profile save that another write overtakes', () => {
  it('is judged against the row it replaces: a name changed as the member is approved goes back to review', async () => {
    const details = userDetails({ gender: 'Female', firstName: 'Meera' });
    const member = await registerMember(t, { details });
    const renamed = { ...details, personalDetails: { ...details.personalDetails, firstName: 'Mira' } };
    // An administrator's approval, committed after the save has read the member as waiting.
    const saved = await saveOvertakenBy("update users set status = 'ACTIVE' where id = $1", member, renamed);
    expect(saved.status).toBe(200);
    // Read as waiting, the new name would have gone out approved, unseen by any administrator.
    expect(saved.json.data.status).toBe('PENDING');
    const info = await t.call('/user/info', { token: member.token });
    expect(info.json.data.userDetails.personalDetails.firstName).toBe('Mira');
    expect(info.json.data.status).toBe('PENDING');
    // And told so, as a member whose approved name changed is.
    const bell = await t.call('/user/notifications', { token: member.token });
    expect(bell.json.data.items.map((notice: { kind: string }) => notice.kind)).toContain('PROFILE_IN_REVIEW');
  });

  it('keeps what the other write did: a suspension in between stays, and the save still lands', async () => {
    const details = userDetails({ gender: 'Male' });
    const member = await registerMember(t, { details });
    const edited = { ...details, basicDetails: { ...details.basicDetails, occupation: 'Farmer' } };
    const saved = await saveOvertakenBy('update users set suspended_at = now() where id = $1', member, edited);
    expect(saved.status).toBe(200);
    const { rows } = await writer.query(
      "select suspended_at, user_details->'basicDetails'->>'occupation' as occupation from users where id = $1",
      [member.id],
    );
    expect(rows[0].suspended_at).not.toBeNull();
    expect(rows[0].occupation).toBe('Farmer');
  });
});
