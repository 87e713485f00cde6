import { eq } from 'drizzle-orm';
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
import { notifications, users } from '../db/schema.js';

let t: TestApp;
let admin: string;
let viewer: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  viewer = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Viewer' }) });
  await setStatus(t, admin, viewer.mobileNumber, 'ACTIVE');
});
afterAll(() => t.close());

type Overrides = Parameters<typeof userDetails>[0];

const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const listed = async (id: string, who: Member = viewer) =>
  ((await t.call('/user/getProfile', { token: who.token, body: { page: 1 } })).json.data.userData as { id: string }[]).some(
    (user) => user.id === id,
  );
const details = (id: string) => t.call(`/user/profiles/${id}`, { token: viewer.token });
const save = (member: Member, overrides: Overrides, groups: GroupOverrides = {}) =>
  t.call('/user/updateUser', { token: member.token, body: { age: 0, userDetails: userDetails(overrides, groups) } });
const pendingList = async (name: string) =>
  (await t.call('/admin/users', { token: admin, body: { status: 'PENDING', page: 0, fullName: name } })).json.data.userData as {
    id: string;
    status: string;
    review: { reReview: { since: string; changes: { field: string; approved: string | null; now: string | null }[] } | null };
  }[];
const inReviewNotices = async (id: string) =>
  t.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, id))
    .then((rows) => rows.filter((notice) => notice.kind === 'PROFILE_IN_REVIEW'));
const pendingProfiles = async () => (await t.call('/admin/work', { token: admin })).json.data.pendingProfiles as number;

/** A woman approved by an administrator, with photo and document, listed to the viewer. */
async function approvedWoman(firstName: string, overrides: Overrides = {}) {
  const profile = { gender: 'Female' as const, firstName, ...overrides };
  const member = await registerMember(t, { details: userDetails(profile) });
  await addPhotoAndDocument(t, member);
  await setStatus(t, admin, member.mobileNumber, 'ACTIVE');
  expect(await listed(member.id)).toBe(true);
  return { member, profile };
}

describe('an approved member changing a reviewed detail', () => {
  it('a new gender: the profile leaves every listing and details, waits in the admin queue with what changed, and is told', async () => {
    const { member, profile } = await approvedWoman('Genderswap');
    const waitingBefore = await pendingProfiles();
    const saved = await save(member, { ...profile, gender: 'Male' });
    expect(saved.status).toBe(200);
    expect(saved.json.data.status).toBe('PENDING');

    const after = await row(member.id);
    expect(after.status).toBe('PENDING');
    expect(after.gender).toBe('Male');
    expect(after.reviewRequestedAt).not.toBeNull();
    // Out of the listing of either gender, and the details page too.
    expect(await listed(member.id)).toBe(false);
    const woman = await approvedWoman('Otherviewer');
    expect(await listed(member.id, woman.member)).toBe(false);
    expect((await details(member.id)).status).toBe(404);
    // The member sees nobody while the profile waits.
    const own = (await t.call('/user/getProfile', { token: member.token, body: { page: 1 } })).json.data;
    expect(own).toMatchObject({ userData: [], reason: 'PENDING_APPROVAL' });

    const [queued] = await pendingList('Genderswap');
    expect(queued!.id).toBe(member.id);
    expect(queued!.review.reReview).toEqual({
      since: after.reviewRequestedAt!.toISOString(),
      changes: [{ field: 'gender', approved: 'Female', now: 'Male' }],
    });
    expect(await pendingProfiles()).toBe(waitingBefore + 1);

    const [notice] = await inReviewNotices(member.id);
    expect(notice!.data).toMatchObject({ fields: ['gender'] });
    const mail = await t.mail.waitFor(
      (m) => m.to.includes(member.email) && m.subject === 'Your Mali Vivah profile is being reviewed again',
    );
    expect(mail.text).toContain('You changed these details on your profile: gender.');

    // Approved again, it is listed again (now to those who see men) and waits no more.
    await setStatus(t, admin, member.mobileNumber, 'ACTIVE');
    expect(await listed(member.id, woman.member)).toBe(true);
    expect(await listed(member.id)).toBe(false);
    expect(await pendingList('Genderswap')).toEqual([]);
  });

  it('a new name: back to review, the verified badge dropped, the admin sees the approved and the new name', async () => {
    const { member, profile } = await approvedWoman('Oldname');
    expect((await t.call('/admin/user/verify', { token: admin, body: { userId: member.id } })).status).toBe(200);
    expect((await row(member.id)).identityVerifiedAt).not.toBeNull();

    await t.call('/user/language', { token: member.token, body: { language: 'hi' } });
    expect((await save(member, { ...profile, firstName: 'Newname' })).json.data).toMatchObject({
      status: 'PENDING',
      identityVerified: false,
    });
    const after = await row(member.id);
    expect(after).toMatchObject({ status: 'PENDING', identityVerifiedAt: null, fullName: 'Newname Ramesh Phule' });
    expect(await listed(member.id)).toBe(false);
    const [queued] = await pendingList('Newname');
    expect(queued!.review.reReview!.changes).toEqual([
      { field: 'fullName', approved: 'Oldname Ramesh Phule', now: 'Newname Ramesh Phule' },
    ]);
    // Told in the language the member reads.
    const mail = await t.mail.waitFor((m) => m.to.includes(member.email) && m.subject === 'आपकी माली विवाह प्रोफ़ाइल की दोबारा जाँच हो रही है');
    expect(mail.text).toContain('नाम');
  });

  it('two saves at once send it back once, and details kept from an earlier wait are not shown in a later one', async () => {
    const { member, profile } = await approvedWoman('Twice');
    const saves = await Promise.all([save(member, { ...profile, firstName: 'Twicer' }), save(member, { ...profile, firstName: 'Twicer' })]);
    expect(saves.map((res) => res.status)).toEqual([200, 200]);
    expect(await inReviewNotices(member.id)).toHaveLength(1);
    expect((await pendingList('Twicer'))[0]!.review.reReview!.changes).toEqual([
      { field: 'fullName', approved: 'Twice Ramesh Phule', now: 'Twicer Ramesh Phule' },
    ]);

    // Approved as it is now, then rejected and sent again: a new wait, not the change's.
    await setStatus(t, admin, member.mobileNumber, 'ACTIVE');
    const rejected = await t.call('/admin/user/update', {
      token: admin,
      body: { mobileNumber: member.mobileNumber, status: 'REJECT', reason: 'PHOTO_UNCLEAR' },
    });
    expect(rejected.status).toBe(200);
    expect((await t.call('/user/resubmit', { token: member.token, body: {} })).status).toBe(200);
    const [waiting] = await pendingList('Twicer');
    expect(waiting!.status).toBe('PENDING');
    expect(waiting!.review.reReview).toBeNull();
  });

  it('a new date of birth: back to review, the badge dropped, the change shown; several details are named together', async () => {
    const { member, profile } = await approvedWoman('Birthday', { dateOfBirth: '1995-01-10' });
    await t.call('/admin/user/verify', { token: admin, body: { userId: member.id } });
    await save(member, { ...profile, dateOfBirth: '1994-01-10', lastName: 'Mali' });
    expect(await row(member.id)).toMatchObject({ status: 'PENDING', identityVerifiedAt: null, dateOfBirth: '1994-01-10' });
    expect(await listed(member.id)).toBe(false);
    const [queued] = await pendingList('Birthday');
    expect(queued!.review.reReview!.changes).toEqual([
      { field: 'fullName', approved: 'Birthday Ramesh Phule', now: 'Birthday Ramesh Mali' },
      { field: 'dateOfBirth', approved: '1995-01-10', now: '1994-01-10' },
    ]);
    expect((await inReviewNotices(member.id))[0]!.data).toMatchObject({ fields: ['fullName', 'dateOfBirth'] });
    const mail = await t.mail.waitFor(
      (m) => m.to.includes(member.email) && m.subject === 'Your Mali Vivah profile is being reviewed again',
    );
    expect(mail.text).toContain('name, date of birth');
  });

  it('compares with what was approved while it waits: a further change is shown, a change undone shows none', async () => {
    const { member, profile } = await approvedWoman('Waverer');
    await save(member, { ...profile, firstName: 'Changed' });
    await save(member, { ...profile, firstName: 'Changed', gender: 'other' });
    // Still waiting, with one notice: it went back once.
    expect((await row(member.id)).status).toBe('PENDING');
    expect(await inReviewNotices(member.id)).toHaveLength(1);
    expect((await pendingList('Changed'))[0]!.review.reReview!.changes.map((change) => change.field)).toEqual(['fullName', 'gender']);

    await save(member, profile);
    const [queued] = await pendingList('Waverer');
    // Undoing a change does not approve the profile: an administrator still looks at it.
    expect(queued!.status).toBe('PENDING');
    expect(queued!.review.reReview!.changes).toEqual([]);
    expect(await listed(member.id)).toBe(false);
  });
});

describe('saves that change no reviewed detail', () => {
  it('the same name, date and gender again, or other fields changed, leave the profile approved, listed and verified', async () => {
    const { member, profile } = await approvedWoman('Steady');
    await t.call('/admin/user/verify', { token: admin, body: { userId: member.id } });
    const verifiedAt = (await row(member.id)).identityVerifiedAt;

    expect((await save(member, profile)).json.data.status).toBe('ACTIVE');
    expect((await save(member, { ...profile, city: 'Satara' }, { basicDetails: { occupation: 'Teacher' } })).json.data.status).toBe(
      'ACTIVE',
    );
    // Spaces around the names are not a new name: the stored name is the same.
    const padded = userDetails({ ...profile, city: 'Satara' }, { basicDetails: { occupation: 'Teacher' } });
    padded.personalDetails.firstName = '  Steady ';
    expect((await t.call('/user/updateUser', { token: member.token, body: { userDetails: padded } })).json.data.status).toBe('ACTIVE');

    const after = await row(member.id);
    expect(after).toMatchObject({ status: 'ACTIVE', city: 'Satara', fullName: 'Steady Ramesh Phule', reviewRequestedAt: null });
    expect(after.identityVerifiedAt).toEqual(verifiedAt);
    expect(await listed(member.id)).toBe(true);
    expect(await inReviewNotices(member.id)).toEqual([]);
    expect(await pendingList('Steady')).toEqual([]);
  });

  it('a `fullName` sent in the body is no new name: the server joins the names it was given', async () => {
    const { member, profile } = await approvedWoman('Joined');
    const body = userDetails(profile);
    body.personalDetails.fullName = 'Somebody Else Entirely';
    expect((await t.call('/user/updateUser', { token: member.token, body: { userDetails: body } })).status).toBe(200);
    expect(await row(member.id)).toMatchObject({ status: 'ACTIVE', fullName: 'Joined Ramesh Phule' });
    expect(await listed(member.id)).toBe(true);
  });

  it('a profile not approved yet changes freely: it waits for review anyway', async () => {
    const member = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Newcomer' }) });
    await save(member, { gender: 'Male', firstName: 'Newcomer', dateOfBirth: '1990-02-02' });
    const after = await row(member.id);
    expect(after).toMatchObject({ status: 'PENDING', gender: 'Male', reviewRequestedAt: null });
    expect(await inReviewNotices(member.id)).toEqual([]);
    expect((await pendingList('Newcomer'))[0]!.review.reReview).toBeNull();
  });

  it('bad input changes nothing: a refused save leaves the profile approved', async () => {
    const { member, profile } = await approvedWoman('Refused');
    const res = await save(member, { ...profile, gender: 'Male', dateOfBirth: '2999-01-01' });
    expect(res.status).toBe(400);
    expect(await row(member.id)).toMatchObject({ status: 'ACTIVE', gender: 'Female' });
    expect(await listed(member.id)).toBe(true);
  });
});
