import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, registerMember, signInAdmin, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { reports, users } from '../db/schema.js';

/** Characters no member types on purpose; each used to reach the database (NUL, a lone surrogate: a 500). */
const BAD = {
  nul: 'Sunita\u0000',
  bell: 'Sun\u0007ita',
  bidiOverride: 'Sun\u202Eatinus',
  isolate: 'Sun\u2066ita',
  zeroWidthSpace: 'Sun\u200Bita',
  byteOrderMark: '\uFEFFSunita',
  loneHighSurrogate: 'Sun\uD800ita',
  loneLowSurrogate: 'Sunita\uDC00',
};

let t: TestApp;
let member: Member;
let admin: string;
let target: Member;

beforeAll(async () => {
  t = await createTestApp();
  member = await registerMember(t, { details: userDetails({ gender: 'Male' }) });
  target = await registerMember(t, { details: userDetails() });
  await approve(t, member.id, target.id);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

/** Every string field of every body, with a valid value, so one field at a time can be spoiled. */
function bodies(): { path: string; token?: () => string; body: Record<string, unknown> }[] {
  const details = userDetails() as unknown as Record<string, Record<string, unknown>>;
  const profileCases = Object.entries(details).flatMap(([group, fields]) => Object.keys(fields).map((field) => ({ group, field })));
  return [
    { path: '/user/create', body: { email: 'fresh@example.com', mobileNumber: '9123400001', password: 'Fresh@Secret1', language: 'hi' } },
    { path: '/user/login', body: { mobileNumber: '9123400002', password: 'Fresh@Secret1' } },
    { path: '/user/checkEmail', body: { email: 'fresh@example.com' } },
    { path: '/user/verifyOtp', body: { email: 'fresh@example.com', otp: '1234' } },
    { path: '/user/changeForgotPassword', body: { email: 'fresh@example.com', password: 'Fresh@Secret1', token: `mvp_${'a'.repeat(43)}` } },
    { path: '/admin/login', body: { mobileNumber: '9123400003', password: 'Fresh@Secret1' } },
    { path: '/user/confirmEmail', body: { key: 'eyJwIjoidmVyaWZ5LWVtYWlsIn0.c2lnbmF0dXJl' } },
    { path: '/user/verifyEmail', token: () => member.token, body: { code: '123456' } },
    { path: '/user/verifyMobile', token: () => member.token, body: { code: '123456' } },
    { path: '/user/changeEmail', token: () => member.token, body: { email: 'fresh@example.com', password: member.password } },
    { path: '/admin/twoStep/verify', token: () => admin, body: { code: '123456' } },
    {
      path: '/user/getProfile',
      token: () => member.token,
      body: { fullName: 'Sunita', age: '18-23', income: '100000-500000', gender: 'Female', page: 1 },
    },
    {
      path: '/report/create',
      token: () => member.token,
      body: { description: 'Asked me for money', reportedUserId: target.id, reportingUserId: '1' },
    },
    { path: '/user/changePassword', token: () => member.token, body: { oldPassword: member.password, newPassword: 'Another@Secret9' } },
    { path: '/admin/users', token: () => admin, body: { fullName: 'Sunita', page: 0, status: 'ACTIVE' } },
    { path: '/admin/user/update', token: () => admin, body: { mobileNumber: target.mobileNumber, status: 'REJECT' } },
    { path: '/admin/user/delete', token: () => admin, body: { userId: target.id } },
    ...profileCases.map(({ group, field }) => ({
      path: '/user/updateUser',
      token: () => member.token,
      body: { age: 30, userDetails: details, spoil: [group, field] },
    })),
  ];
}

/** The body with one field spoiled; profile fields are nested, the rest are top-level. */
function spoiled(body: Record<string, unknown>, key: string, bad: string): Record<string, unknown> {
  const spoil = body.spoil as [string, string] | undefined;
  if (!spoil) return { ...body, [key]: bad };
  const { spoil: _spoil, ...rest } = body;
  const details = rest.userDetails as Record<string, Record<string, unknown>>;
  return { ...rest, userDetails: { ...details, [spoil[0]]: { ...details[spoil[0]], [spoil[1]]: bad } } };
}

async function snapshot() {
  const [userCount] = await t.db.select({ n: count() }).from(users);
  const [reportCount] = await t.db.select({ n: count() }).from(reports);
  const info = await t.call('/user/info', { token: member.token });
  const targetInfo = await t.call('/admin/users', { token: admin, body: { page: 0 } });
  return { users: userCount!.n, reports: reportCount!.n, info: info.json, list: targetInfo.json };
}

describe('text that cannot be stored', () => {
  it('is refused with a 400 in every field of every call, and changes nothing', async () => {
    const before = await snapshot();
    const mailsBefore = t.mail.messages.length;
    for (const { path, token, body } of bodies()) {
      const keys = body.spoil ? ['spoiled'] : Object.keys(body).filter((key) => typeof body[key] === 'string');
      for (const key of keys) {
        for (const [name, bad] of Object.entries(BAD)) {
          const sent = spoiled(body, key, bad);
          // Serialised by hand, so a lone surrogate travels as its JSON escape, as a client would send it.
          const response = await t.app.inject({
            method: 'POST',
            url: `/api${path}`,
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token()}` } : {}) },
            payload: JSON.stringify(sent),
          });
          const label = `${path} ${body.spoil ? (body.spoil as string[]).join('.') : key} ${name}`;
          expect([label, response.statusCode, response.json().data.code]).toEqual([label, 400, 'VALIDATION']);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(t.mail.messages).toHaveLength(mailsBefore);
  });

  it('keeps line breaks where a text has lines, and Indic joiners in names', async () => {
    // Reported first: the new name sends the member's profile back for review, and a member in
    // review is shown nobody to report.
    const report = await t.call('/report/create', {
      token: member.token,
      body: { description: 'Line one\nLine two', reportedUserId: target.id },
    });
    expect(report.status).toBe(200);
    const details = userDetails(
      { firstName: 'सुनीता', lastName: 'फुले' },
      { addressDetails: { address: '12 Phule Peth\nPune' }, personalDetails: { middleName: 'र\u094D\u200Dहा' } },
    );
    const saved = await t.call('/user/updateUser', { token: member.token, body: { age: 0, userDetails: details } });
    expect(saved.status).toBe(200);
    expect(saved.json.data.userDetails.addressDetails.address).toBe('12 Phule Peth\nPune');
  });

  it('wants a letter in every name', async () => {
    for (const [group, field] of [
      ['personalDetails', 'firstName'],
      ['personalDetails', 'lastName'],
      ['familyDetails', 'motherName'],
      ['familyDetails', 'fatherName'],
      ['familyDetails', 'brotherName'],
    ] as const) {
      const details = userDetails({}, { [group]: { [field]: '1234' } });
      const res = await t.call('/user/updateUser', { token: member.token, body: { age: 0, userDetails: details } });
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.json.data.issues.map((issue: { message: string }) => issue.message)).toContain('A name must contain letters');
    }
  });
});
