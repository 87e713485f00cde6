import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { registerMember, setStatus, signInAdmin, userDetails, type Member } from '../../../tests/support/factories.js';
import { users } from '../db/schema.js';

const FIRST_NAMES = [
  'Aarav',
  'Vihaan',
  'Aditya',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Shaurya',
  'Ananya',
  'Diya',
  'Saanvi',
  'Aadhya',
  'Pari',
  'Anika',
  'Navya',
  'Myra',
  'Sara',
  'Ira',
  'Kavya',
  'Riya',
  'Meera',
];

let t: TestApp;
let adminToken: string;
/** Oldest first, as registered: 23 with a profile (the Gaikwads every fifth), 2 without. */
const members: Member[] = [];
const names: (string | null)[] = [];

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signInAdmin(t);
  for (const [i, firstName] of FIRST_NAMES.entries()) {
    const lastName = i % 5 === 0 ? 'Gaikwad' : 'Phule';
    members.push(await registerMember(t, { details: userDetails({ firstName, lastName, gender: i < 10 ? 'Male' : 'Female' }) }));
    names.push(`${firstName} Ramesh ${lastName}`);
  }
  for (let i = 0; i < 2; i += 1) {
    members.push(await registerMember(t));
    names.push(null);
  }
  for (const member of members.slice(0, 6)) await setStatus(t, adminToken, member.mobileNumber, 'ACTIVE');
  await setStatus(t, adminToken, members[6]!.mobileNumber, 'REJECT');
});
afterAll(() => t.close());

const list = (body: Record<string, unknown>) => t.call('/admin/users', { token: adminToken, body });
const newestFirst = () => [...members].reverse();

describe('POST /admin/users', () => {
  it('pages through 25 members, 10 a page from page 0, newest first, with hasMore', async () => {
    const expected = newestFirst().map((m) => m.id);
    const seen: string[] = [];
    for (const [page, size, hasMore] of [
      [0, 10, true],
      [1, 10, true],
      [2, 5, false],
    ] as const) {
      const res = await list({ page });
      expect(res.status).toBe(200);
      expect(res.json.success).toBe(true);
      expect(res.json.data.page).toBe(page);
      expect(res.json.data.hasMore).toBe(hasMore);
      expect(res.json.data.userData).toHaveLength(size);
      seen.push(...res.json.data.userData.map((u: { id: string }) => u.id));
    }
    expect(seen).toEqual(expected);
    const beyond = await list({ page: 3 });
    expect(beyond.json.data).toEqual({ userData: [], page: 3, hasMore: false });
  });

  it('shows admins the whole record: contacts and the identity document, never the password', async () => {
    const res = await list({ page: 0, fullName: 'Aarav' });
    const [record] = res.json.data.userData;
    expect(record).toMatchObject({
      _id: members[0]!.id,
      id: members[0]!.id,
      email: members[0]!.email,
      mobileNumber: members[0]!.mobileNumber,
      status: 'ACTIVE',
    });
    expect(record.userDetails.familyDetails.motherMobileNumber).toBe('9822012345');
    expect(record.userDetails.personalDetails.fullName).toBe('Aarav Ramesh Gaikwad');
    expect(JSON.stringify(res.json)).not.toMatch(/argon2|passwordHash/);
  });

  it('takes page as text and defaults it to 0', async () => {
    expect((await list({ page: '1' })).json.data.userData).toHaveLength(10);
    const noPage = await list({});
    expect(noPage.json.data.page).toBe(0);
    expect(noPage.json.data.userData).toHaveLength(10);
  });

  it('searches names case-insensitively and in part', async () => {
    const res = await list({ page: 0, fullName: 'GAIK' });
    const expected = members.filter((_, i) => names[i]?.includes('Gaikwad')).reverse();
    expect(res.json.data.userData.map((u: { id: string }) => u.id)).toEqual(expected.map((m) => m.id));
    expect(res.json.data.userData).toHaveLength(5);
    expect(res.json.data.hasMore).toBe(false);
    const middle = await list({ page: 0, fullName: 'avya RAMESH' });
    expect(
      middle.json.data.userData.map(
        (u: { userDetails: { personalDetails: { fullName: string } } }) => u.userDetails.personalDetails.fullName,
      ),
    ).toEqual(['Kavya Ramesh Gaikwad', 'Navya Ramesh Phule']);
  });

  it('pages search results too', async () => {
    const first = await list({ page: 0, fullName: 'phule' });
    expect(first.json.data.userData).toHaveLength(10);
    expect(first.json.data.hasMore).toBe(true);
    const second = await list({ page: 1, fullName: 'phule' });
    expect(second.json.data.userData).toHaveLength(8);
    expect(second.json.data.hasMore).toBe(false);
  });

  it('searches a name of one or two letters, or in Devanagari, among every status, newest first, by page', async () => {
    const marathi = await registerMember(t, { details: userDetails({ firstName: 'सुनंदा', lastName: 'माळी', gender: 'Female' }) });
    try {
      const found = await list({ page: 0, fullName: 'माळी' });
      expect(found.json.data.userData.map((u: { id: string }) => u.id)).toEqual([marathi.id]);
      // 'ya' is in ten names, approved (Aditya) and waiting; 'a' in every name, of every status.
      const bearing = (fragment: string) =>
        members
          .filter((_, i) => names[i]?.toLowerCase().includes(fragment))
          .reverse()
          .map((m) => m.id);
      const ya = await list({ page: 0, fullName: 'YA' });
      expect(ya.json.data.userData.map((u: { id: string }) => u.id)).toEqual(bearing('ya'));
      expect(bearing('ya')).toContain(members[2]!.id);
      const pages = await Promise.all([0, 1, 2].map((page) => list({ page, fullName: 'a' })));
      expect(pages.map((page) => page.json.data.hasMore)).toEqual([true, true, false]);
      // Sunanda's middle name is the factory's Ramesh, as everyone's here.
      expect(pages.flatMap((page) => page.json.data.userData.map((u: { id: string }) => u.id))).toEqual([marathi.id, ...bearing('a')]);
      expect(bearing('a')).toHaveLength(23);
      // With a status, the one walk of that status.
      const active = await list({ page: 0, fullName: 'a', status: 'ACTIVE' });
      expect(active.json.data.userData.map((u: { id: string }) => u.id)).toEqual(
        members
          .slice(0, 6)
          .reverse()
          .map((m) => m.id),
      );
    } finally {
      await t.db.delete(users).where(eq(users.id, marathi.id));
    }
  });

  it('matches % and _ literally, not as wildcards', async () => {
    for (const fullName of ['%', '_', 'A%v', 'Aar_v', '\\']) {
      const res = await list({ page: 0, fullName });
      expect(res.status).toBe(200);
      expect(res.json.data.userData, fullName).toHaveLength(0);
    }
  });

  it('treats an empty or blank name as no filter', async () => {
    for (const fullName of ['', '   ']) {
      const res = await list({ page: 2, fullName });
      expect(res.json.data.userData).toHaveLength(5);
    }
  });

  it('filters by status, alone and with a name', async () => {
    const active = await list({ page: 0, status: 'ACTIVE' });
    expect(active.json.data.userData.map((u: { id: string }) => u.id)).toEqual(
      members
        .slice(0, 6)
        .reverse()
        .map((m) => m.id),
    );
    expect(active.json.data.userData.every((u: { status: string }) => u.status === 'ACTIVE')).toBe(true);
    const rejected = await list({ page: 0, status: 'REJECT' });
    expect(rejected.json.data.userData.map((u: { id: string }) => u.id)).toEqual([members[6]!.id]);
    const pending = await list({ page: 1, status: 'PENDING' });
    expect(pending.json.data.userData).toHaveLength(8);
    expect(pending.json.data.hasMore).toBe(false);
    const activeGaikwads = await list({ page: 0, status: 'ACTIVE', fullName: 'gaikwad' });
    expect(activeGaikwads.json.data.userData.map((u: { id: string }) => u.id)).toEqual([members[5]!.id, members[0]!.id]);
  });

  it.each([
    [{ page: -1 }],
    [{ page: 'first' }],
    [{ page: 1.5 }],
    [{ status: 'DELETED' }],
    [{ fullName: 'x'.repeat(61) }],
    [{ sort: 'name' }],
  ])('refuses %o with a 400', async (body) => {
    const res = await list(body);
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.data.message).toEqual(expect.any(String));
  });

  it('says which option a bad status must be', async () => {
    expect((await list({ status: 'DELETED' })).json.data.message).toBe('Please choose one of the options');
    expect((await list({ page: 'first' })).json.data.message).toBe('The value must be a number');
  });
});
