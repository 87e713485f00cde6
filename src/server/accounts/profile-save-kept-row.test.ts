import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPhotoAndDocument,
  registerMember,
  setStatus,
  signInAdmin,
  userDetails,
  type GroupOverrides,
  type Member,
} from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { rowsOf } from '../db/rows.js';
import { notifications, users } from '../db/schema.js';
import { duplicateChecksSettled } from '../duplicates/service.js';

// A profile save is written over the member's row as this server last read or saved it for them,
// on the condition that it is still that version (accounts/kept-rows.ts): one statement on
// members instead of two, and never a different result.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

type Overrides = Parameters<typeof userDetails>[0];
const save = (member: Member, overrides: Overrides, groups: GroupOverrides = {}) =>
  t.call('/user/updateUser', { token: member.token, body: { age: 0, userDetails: userDetails(overrides, groups) } });
const openForm = async (member: Member) => expect((await t.call('/user/info', { token: member.token })).status).toBe(200);
const statusOf = async (id: string) => (await t.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]?.status;
const inReviewNotices = async (id: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id), eq(notifications.kind, 'PROFILE_IN_REVIEW')))
  ).length;

const occupationOf = (row: { userDetails: unknown } | undefined) =>
  (row?.userDetails as { basicDetails?: { occupation?: string } } | null)?.basicDetails?.occupation;

/** Reads of members' rows by an index, as the database counts them (one a read or a write by id). */
async function membersIndexReads(): Promise<number> {
  await t.db.execute(sql`select pg_stat_force_next_flush()`);
  const [counted] = rowsOf<{ reads: number }>(
    await t.db.execute(sql`select coalesce(idx_scan, 0)::int as reads from pg_stat_user_tables where relname = 'users'`),
  );
  return Number(counted?.reads);
}

/** How many reads by index of members' rows `call` made, its duplicate check after the answer included. */
async function readsOf(call: () => Promise<unknown>): Promise<number> {
  await duplicateChecksSettled();
  const before = await membersIndexReads();
  await call();
  await duplicateChecksSettled();
  return (await membersIndexReads()) - before;
}

/** An approved woman with photo and document, her profile saved and her own record read. */
async function approvedWoman(firstName: string, overrides: Overrides = {}) {
  const details = { gender: 'Female' as const, firstName, ...overrides };
  const member = await registerMember(t, { details: userDetails(details) });
  await addPhotoAndDocument(t, member);
  await setStatus(t, admin, member.mobileNumber, 'ACTIVE');
  return { member, details };
}

describe('a profile saved over the row last read', () => {
  it('is one statement on members after the record was read, or the last save; two when another write came in between', async () => {
    const { member, details } = await approvedWoman('Kavya');
    await openForm(member);
    const occupation = (occupation: string) => save(member, details, { basicDetails: { occupation } });
    // The session's own statement reads the member too: it is kept by now (two calls above).
    const afterRead = await readsOf(async () => expect((await occupation('Teacher')).status).toBe(200));
    const afterSave = await readsOf(async () => expect((await occupation('Engineer')).status).toBe(200));
    // Another server's write, straight to the row: the version kept here is no longer the row's.
    await t.db.update(users).set({ language: 'mr' }).where(eq(users.id, member.id));
    const afterOther = await readsOf(async () => expect((await occupation('Farmer')).status).toBe(200));
    expect(afterRead).toBe(afterSave);
    expect(afterOther).toBe(afterSave + 2);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(occupationOf(row)).toBe('Farmer');
    expect(row?.language).toBe('mr');
  });

  it('sends a changed name back to review when she was approved after she opened the form', async () => {
    const member = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Pooja' }) });
    await addPhotoAndDocument(t, member);
    // The form is opened while she waits for review, and she is approved before she saves.
    await openForm(member);
    await setStatus(t, admin, member.mobileNumber, 'ACTIVE');
    const saved = await save(member, { gender: 'Female', firstName: 'Poonam' });
    expect(saved.status).toBe(200);
    expect(saved.json.data.status).toBe('PENDING');
    expect(await statusOf(member.id)).toBe('PENDING');
    expect(await inReviewNotices(member.id)).toBe(1);
  });

  it('answers the row as it now stands when the same profile is saved again after an approval', async () => {
    const member = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Sneha' }) });
    await addPhotoAndDocument(t, member);
    await openForm(member);
    await setStatus(t, admin, member.mobileNumber, 'ACTIVE');
    const saved = await save(member, { gender: 'Female', firstName: 'Sneha' });
    expect(saved.status).toBe(200);
    expect(saved.json.data.status).toBe('ACTIVE');
    expect(await statusOf(member.id)).toBe('ACTIVE');
    expect(await inReviewNotices(member.id)).toBe(0);
  });

  it('leaves a suspension made after the form was opened in place', async () => {
    const { member, details } = await approvedWoman('Meera');
    await openForm(member);
    const suspended = await t.call('/admin/user/suspend', {
      token: admin,
      body: { userId: member.id, reason: 'FAKE_PROFILE', note: 'Checked.' },
    });
    expect(suspended.status).toBe(200);
    const saved = await save(member, details, { basicDetails: { occupation: 'Doctor' } });
    expect(saved.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.suspendedAt).not.toBeNull();
    expect(occupationOf(row)).toBe('Doctor');
  });
});
