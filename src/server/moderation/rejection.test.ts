import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhotoAndDocument, registerMember, signInAdmin, userDetails } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { auditLog, notifications, users } from '../db/schema.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const decide = (body: Record<string, unknown>) => t.call('/admin/user/update', { token: admin, body });
const standing = async (token: string) => (await t.call('/user/info', { token })).json.data.standing;

describe('rejecting with a reason', () => {
  it('tells the member the reason and the note at sign-in and by mail in their language, and logs it', async () => {
    const member = await registerMember(t, { details: userDetails({ firstName: 'Rekha' }) });
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, member.id));
    const res = await decide({ mobileNumber: member.mobileNumber, status: 'REJECT', reason: 'PHOTO_UNCLEAR', note: 'Face is in shadow' });
    expect(res.status).toBe(200);
    expect(res.json.data.message).toBe('User Updated Successfully');
    expect(await standing(member.token)).toMatchObject({
      status: 'REJECT',
      rejection: { reason: 'PHOTO_UNCLEAR', note: 'Face is in shadow' },
    });
    const mail = await t.mail.waitFor(member.email);
    expect(mail.subject).toBe('आपकी माली विवाह प्रोफ़ाइल में बदलाव चाहिए');
    expect(mail.text).toContain('आपकी फ़ोटो साफ़ नहीं है।');
    expect(mail.text).toContain('Face is in shadow');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, member.id));
    expect(entry).toMatchObject({ action: 'REJECT', reason: 'PHOTO_UNCLEAR', detail: { note: 'Face is in shadow' } });
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(rows.map((row) => [row.kind, row.data])).toEqual([['PROFILE_REJECTED', { reason: 'PHOTO_UNCLEAR', note: 'Face is in shadow' }]]);
  });

  it("keeps SPEC's reasonless call working and records 'no reason given'", async () => {
    const member = await registerMember(t, { details: userDetails() });
    expect((await decide({ mobileNumber: member.mobileNumber, status: 'REJECT' })).status).toBe(200);
    expect((await standing(member.token)).rejection).toEqual({ reason: 'NO_REASON_GIVEN', note: null });
    expect((await t.mail.waitFor(member.email)).text).toContain('No reason was given.');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, member.id));
    expect(entry!.reason).toBe('NO_REASON_GIVEN');
  });

  it.each([
    [{ status: 'REJECT', reason: 'OTHER' }, 'Please say what the member should fix'],
    [{ status: 'REJECT', reason: 'OTHER', note: '   ' }, 'Please say what the member should fix'],
    [{ status: 'REJECT', reason: 'NO_REASON_GIVEN' }, 'Please choose one of the options'],
    [{ status: 'REJECT', reason: 'UGLY' }, 'Please choose one of the options'],
    [{ status: 'ACTIVE', reason: 'PHOTO_UNCLEAR' }, 'A reason goes only with a rejection'],
    [{ status: 'REJECT', reason: 'PHOTO_UNCLEAR', note: 'x'.repeat(1001) }, 'Too Long!'],
  ])('refuses %o with "%s" and changes nothing', async (override, message) => {
    const member = await registerMember(t, { details: userDetails() });
    const res = await decide({ mobileNumber: member.mobileNumber, ...override });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe(message);
    expect(await standing(member.token)).toMatchObject({ status: 'PENDING', rejection: null });
  });

  it('takes OTHER with the words of the administrator', async () => {
    const member = await registerMember(t, { details: userDetails() });
    await decide({ mobileNumber: member.mobileNumber, status: 'REJECT', reason: 'OTHER', note: 'Please add your education' });
    expect((await standing(member.token)).rejection).toEqual({ reason: 'OTHER', note: 'Please add your education' });
  });

  it('counts a rejection for the document as a decision on it, and approval clears the reason', async () => {
    const member = await registerMember(t, { details: userDetails() });
    await addPhotoAndDocument(t, member, 'VOTER_ID');
    await decide({ mobileNumber: member.mobileNumber, status: 'REJECT', reason: 'DOCUMENT_UNREADABLE' });
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ documentDecision: 'REJECTED', documentType: 'VOTER_ID', identityVerifiedAt: null });
    expect(row!.documentDecidedAt).not.toBeNull();
    await decide({ mobileNumber: member.mobileNumber, status: 'ACTIVE' });
    const [approved] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(approved).toMatchObject({ status: 'ACTIVE', rejectionReason: null, rejectionNote: null });
  });
});

describe('POST /user/resubmit', () => {
  it('moves a rejected member back to PENDING, waiting from now, with the last rejection kept for the administrator', async () => {
    const member = await registerMember(t, { details: userDetails({ firstName: 'Resubmit' }) });
    await decide({ mobileNumber: member.mobileNumber, status: 'REJECT', reason: 'DETAILS_INCOMPLETE' });
    // The member fixes the profile, then sends it again.
    await t.call('/user/updateUser', {
      token: member.token,
      body: { userDetails: userDetails({ firstName: 'Resubmit', city: 'Nashik' }) },
    });
    const res = await t.call('/user/resubmit', { token: member.token, body: {} });
    expect(res.status).toBe(200);
    expect(await standing(member.token)).toMatchObject({ status: 'PENDING', rejection: null });
    const pending = await t.call('/admin/users', { token: admin, body: { page: 0, status: 'PENDING', fullName: 'resubmit' } });
    const [record] = pending.json.data.userData;
    expect(record.review.rejection).toEqual({ reason: 'DETAILS_INCOMPLETE', note: null });
    expect(Date.parse(record.review.waitingSince)).toBeGreaterThan(Date.parse(record.createdAt));
  });

  it('answers 409 unless the profile is rejected', async () => {
    const member = await registerMember(t, { details: userDetails() });
    const res = await t.call('/user/resubmit', { token: member.token, body: {} });
    expect(res.status).toBe(409);
    expect(res.json.data.code).toBe('NOT_REJECTED');
    await decide({ mobileNumber: member.mobileNumber, status: 'ACTIVE' });
    expect((await t.call('/user/resubmit', { token: member.token, method: 'POST' })).status).toBe(409);
    expect((await standing(member.token)).status).toBe('ACTIVE');
  });

  it('needs a member token', async () => {
    expect((await t.call('/user/resubmit', { body: {} })).status).toBe(401);
    expect((await t.call('/user/resubmit', { token: admin, body: {} })).status).toBe(401);
  });
});
