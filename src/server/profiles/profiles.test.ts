import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearsBefore, todayInIndia } from '../../contract/dates.js';
import { approve, registerMember, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { users } from '../db/schema.js';

let t: TestApp;
let man: Member;
let womenIds: string[];
let pendingWoman: Member;
let otherViewer: Member;

const list = (token: string, body: Record<string, unknown> = {}) => t.call('/user/getProfile', { token, body: { page: 1, ...body } });
const names = (res: { json: { data: { userData: { userDetails: { personalDetails: { fullName: string } } }[] } } }) =>
  res.json.data.userData.map((u) => u.userDetails.personalDetails.fullName);
const dobForAge = (age: number) => yearsBefore(todayInIndia(), age);

beforeAll(async () => {
  t = await createTestApp();
  man = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Rahul', lastName: 'Jadhav' }) });
  otherViewer = await registerMember(t, { details: userDetails({ gender: 'other', firstName: 'Kiran' }) });
  womenIds = [];
  // 12 approved women with known ages and incomes, created one after another (newest last).
  for (let i = 0; i < 12; i += 1) {
    const woman = await registerMember(t, {
      details: userDetails({
        gender: 'Female',
        firstName: i === 3 ? 'Ashwini' : `Priya${String.fromCharCode(97 + i)}`,
        lastName: i === 3 ? 'Bhujbal' : 'Phule',
        dateOfBirth: dobForAge(20 + i),
        income: 200000 + i * 100000,
      }),
    });
    womenIds.push(woman.id);
  }
  const otherMan = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Sachin' }) });
  pendingWoman = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Pending' }) });
  await approve(t, man.id, otherMan.id, otherViewer.id, ...womenIds);
});
afterAll(() => t.close());

describe('POST /user/getProfile', () => {
  it('shows approved women to a man, 10 a page with hasMore, newest first', async () => {
    const res = await list(man.token);
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.data.count).toBe(10);
    expect(res.json.data.hasMore).toBe(true);
    expect(res.json.data.userData).toHaveLength(10);
    expect(res.json.data.userData[0].id).toBe(womenIds[11]);
    for (const user of res.json.data.userData) {
      expect(user.userDetails.personalDetails.gender).toBe('Female');
      expect(user._id).toBe(user.id);
      expect(user.status).toBe('ACTIVE');
    }
    const second = await list(man.token, { page: 2 });
    expect(second.json.data.count).toBe(2);
    expect(second.json.data.hasMore).toBe(false);
    const ids = [...res.json.data.userData, ...second.json.data.userData].map((u: { id: string }) => u.id);
    expect(new Set(ids)).toEqual(new Set(womenIds));
  });

  it('ignores the gender the request asks for', async () => {
    const res = await list(man.token, { gender: 'Male' });
    const genders = res.json.data.userData.map(
      (u: { userDetails: { personalDetails: { gender: string } } }) => u.userDetails.personalDetails.gender,
    );
    expect(genders).toEqual(Array(10).fill('Female'));
  });

  it('never shows the viewer, pending profiles or another man to a man', async () => {
    const all = [...(await list(man.token)).json.data.userData, ...(await list(man.token, { page: 2 })).json.data.userData];
    const ids = all.map((u: { id: string }) => u.id);
    expect(ids).not.toContain(man.id);
    expect(ids).not.toContain(pendingWoman.id);
  });

  it("shows every gender to a viewer whose gender is 'other', but not themself", async () => {
    const all = [];
    for (let page = 1; page <= 3; page += 1) all.push(...(await list(otherViewer.token, { page })).json.data.userData);
    const genders = new Set(all.map((u: { userDetails: { personalDetails: { gender: string } } }) => u.userDetails.personalDetails.gender));
    expect(genders).toEqual(new Set(['Male', 'Female']));
    expect(all.map((u: { id: string }) => u.id)).not.toContain(otherViewer.id);
  });

  it('shows nobody to an account without a profile, a pending or a rejected one, and says why', async () => {
    const fresh = await registerMember(t);
    const pendingMan = await registerMember(t, { details: userDetails({ gender: 'Male' }) });
    const rejectedMan = await registerMember(t, { details: userDetails({ gender: 'Male' }) });
    await t.db.update(users).set({ status: 'REJECT' }).where(eq(users.id, rejectedMan.id));
    const cases: [Member, string][] = [
      [fresh, 'PROFILE_INCOMPLETE'],
      [pendingMan, 'PENDING_APPROVAL'],
      [rejectedMan, 'REJECTED'],
    ];
    for (const [viewer, reason] of cases) {
      for (const body of [{}, { fullName: 'priya' }, { age: '18-50', page: 2 }]) {
        const res = await list(viewer.token, body);
        expect(res.status).toBe(200);
        expect(res.json.data).toMatchObject({ count: 0, hasMore: false, userData: [], reason });
        expect(JSON.stringify(res.json)).not.toMatch(/Phule|Pune|411042|9822/);
      }
    }
    // Once approved, the same account sees profiles and no reason.
    await approve(t, pendingMan.id);
    const open = await list(pendingMan.token);
    expect(open.json.data.count).toBe(10);
    expect(open.json.data.reason).toBeUndefined();
  });

  it('filters by name, case-insensitive and partial, with wildcards taken literally', async () => {
    expect(names(await list(man.token, { fullName: 'ashWINI' }))).toEqual(['Ashwini Ramesh Bhujbal']);
    expect(names(await list(man.token, { fullName: 'bhuj' }))).toEqual(['Ashwini Ramesh Bhujbal']);
    expect((await list(man.token, { fullName: '%' })).json.data.count).toBe(0);
    expect((await list(man.token, { fullName: '' })).json.data.count).toBe(10);
  });

  it('filters by age range text, inclusive', async () => {
    const res = await list(man.token, { age: '23-27' });
    const ages = res.json.data.userData.map((u: { age: number }) => u.age).sort();
    expect(ages).toEqual([23, 24, 25, 26, 27]);
  });

  it('filters by income range text, inclusive', async () => {
    const res = await list(man.token, { income: '500000-800000' });
    const incomes = res.json.data.userData
      .map((u: { userDetails: { basicDetails: { income: number } } }) => u.userDetails.basicDetails.income)
      .sort();
    expect(incomes).toEqual([500000, 600000, 700000, 800000]);
  });

  it('combines filters', async () => {
    const res = await list(man.token, { age: '18-23', income: '100000-500000' });
    expect(res.json.data.userData.map((u: { age: number }) => u.age).sort()).toEqual([20, 21, 22, 23]);
  });

  it('never carries identity documents, password hashes or contact details (the details page has them)', async () => {
    await t.db
      .update(users)
      .set({ photoDetails: { profilePhoto: '/api/files/photos/a.jpg', adharCard: '/api/files/documents/secret.pdf' } })
      .where(eq(users.id, womenIds[11]!));
    const approved = await list(man.token);
    expect(JSON.stringify(approved.json)).not.toContain('secret.pdf');
    expect(approved.json.data.userData[0].photoDetails.profilePhoto).toBe('/api/files/photos/a.jpg');
    // By default contact details wait for an accepted interest (src/server/privacy tests the rest).
    expect(approved.json.data.userData[0].mobileNumber).toBeUndefined();
    expect(approved.json.data.userData[0].hidden).toEqual({ contact: 'INTEREST_REQUIRED' });
    await t.db.update(users).set({ contactVisibility: 'MEMBERS' }).where(eq(users.id, womenIds[11]!));
    // Shared with every member, they are still left to the details page, where the daily cap counts them.
    const shared = await list(man.token);
    expect(shared.json.data.userData[0].mobileNumber).toBeUndefined();
    expect(shared.json.data.userData[0].userDetails.familyDetails).not.toHaveProperty('motherMobileNumber');
    expect(shared.json.data.userData[0].hidden).toEqual({ contact: 'DETAILS_PAGE' });
    const opened = await t.call(`/user/profiles/${womenIds[11]}`, { token: man.token });
    expect(opened.json.data.mobileNumber).toMatch(/^\d{10}$/);
    expect(opened.json.data.userDetails.familyDetails.motherMobileNumber).toMatch(/^\d{10}$/);
    expect(opened.json.data.hidden).toBeUndefined();
    expect(JSON.stringify(approved.json)).not.toMatch(/passwordHash|password_hash|argon2/);
  });

  it.each([
    [{ page: 0 }],
    [{ page: 'x' }],
    [{ age: '23' }],
    [{ age: '30-20' }],
    [{ income: 'lots' }],
    [{ colour: 'red' }],
    [{ age: '0-3000' }],
    [{ age: '17-30' }],
    [{ age: '30-121' }],
    [{ income: '0-99999999999' }],
  ])('refuses bad input %o with a 400', async (body) => {
    const res = await list(man.token, body);
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(typeof res.json.data.message).toBe('string');
  });

  it('needs a member token', async () => {
    expect((await t.call('/user/getProfile', { body: { page: 1 } })).status).toBe(401);
  });
});

describe('POST /user/getProfile with an annual fee', () => {
  let paid: TestApp;
  beforeAll(async () => {
    paid = await createTestApp({ env: { ANNUAL_FEE_INR: '500' } });
  });
  afterAll(() => paid.close());

  it('shows profiles whose subscription runs, only to approved members whose subscription runs', async () => {
    const viewer = await registerMember(paid, { details: userDetails({ gender: 'Male' }) });
    const woman = await registerMember(paid, { details: userDetails({ gender: 'Female', firstName: 'Meera' }) });
    await approve(paid, viewer.id, woman.id);
    const look = () => paid.call('/user/getProfile', { token: viewer.token, body: { page: 1 } });
    const unpaid = await look();
    expect(unpaid.json.data).toMatchObject({ count: 0, userData: [], reason: 'PAYMENT_REQUIRED' });
    await paid.db
      .update(users)
      .set({ subscriptionUntil: new Date(Date.now() - 60_000) })
      .where(eq(users.id, viewer.id));
    expect((await look()).json.data.reason).toBe('PAYMENT_REQUIRED');
    await paid.db
      .update(users)
      .set({ subscriptionUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, viewer.id));
    const open = await look();
    expect(open.json.data.reason).toBeUndefined();
    // The woman has not paid: with a fee, only running subscriptions are listed.
    expect(open.json.data.count).toBe(0);
    await paid.db
      .update(users)
      .set({ subscriptionUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, woman.id));
    expect((await look()).json.data.count).toBe(1);
  });
});
