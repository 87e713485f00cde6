import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { PASSWORD, registerMember, uniqueContact, userDetails } from '../../../tests/support/factories.js';

/**
 * The date `years` years before the day that is `daysAhead` days from today in India, written out
 * by hand (28 years keeps a 29 February a real date). Born then, a member turns `years` on that day.
 */
function yearsAgo(years: number, daysAhead: number): string {
  const india = new Date(Date.now() + 5.5 * 3_600_000 + daysAhead * 86_400_000);
  const month = String(india.getUTCMonth() + 1).padStart(2, '0');
  const day = String(india.getUTCDate()).padStart(2, '0');
  return `${india.getUTCFullYear() - years}-${month}-${day}`;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /user/create', () => {
  it('registers a PENDING member and answers with a token and an id', async () => {
    const contact = uniqueContact();
    const res = await t.call('/user/create', { body: { ...contact, password: PASSWORD } });
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(res.json.data.token).toMatch(/^mvu_/);
    expect(res.json.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const info = await t.call('/user/info', { token: res.json.data.token });
    expect(info.json.data).toMatchObject({ _id: res.json.data.id, id: res.json.data.id, status: 'PENDING', email: contact.email });
    expect(JSON.stringify(info.json)).not.toMatch(/argon2|password/i);
  });

  it('refuses a duplicate mobile number without token or id, and changes nothing', async () => {
    const first = await registerMember(t);
    const res = await t.call('/user/create', {
      body: { email: 'other@example.com', mobileNumber: first.mobileNumber, password: PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      success: false,
      data: { code: 'MOBILE_TAKEN', message: 'Mobile number already exist please try with login' },
    });
    const login = await t.call('/user/login', { body: { mobileNumber: first.mobileNumber, password: PASSWORD } });
    expect(login.status).toBe(200);
  });

  it('refuses a duplicate email, whatever its case', async () => {
    const first = await registerMember(t);
    const res = await t.call('/user/create', {
      body: { email: first.email.toUpperCase(), mobileNumber: uniqueContact().mobileNumber, password: PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.json.data.token).toBeUndefined();
  });

  it.each([
    [{ mobileNumber: '12345' }, 'mobile no must be 10 number'],
    [{ mobileNumber: '12345abcde' }, 'The value must be a number'],
    [{ mobileNumber: '' }, 'This field is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: 'short' }, 'Password must be at least 10 characters long'],
    [{ password: '' }, 'This field is required'],
  ])('refuses %o with SPEC message "%s"', async (override, message) => {
    const res = await t.call('/user/create', { body: { ...uniqueContact(), password: PASSWORD, ...override } });
    expect(res.status).toBe(400);
    expect(res.json.success).toBe(false);
    expect(res.json.data.message).toBe(message);
  });

  it('refuses extra fields, wrong types and malformed JSON with a 400', async () => {
    const extra = await t.call('/user/create', { body: { ...uniqueContact(), password: PASSWORD, status: 'ACTIVE' } });
    expect(extra.status).toBe(400);
    const wrongType = await t.call('/user/create', { body: { ...uniqueContact(), password: 12345678 } });
    expect(wrongType.status).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, data: { code: 'INVALID_JSON', message: 'The body is not valid JSON' } });
  });

  it('refuses an oversized body with a 413', async () => {
    const res = await t.call('/user/create', { body: { ...uniqueContact(), password: 'x'.repeat(100_000) } });
    expect(res.status).toBe(413);
    expect(res.json.success).toBe(false);
  });
});

describe('POST /user/login', () => {
  it('signs in with the right password and refuses the wrong one with SPEC shape', async () => {
    const member = await registerMember(t);
    const ok = await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.json.success).toBe(true);
    expect(ok.json.data.token).toMatch(/^mvu_/);
    const bad = await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: 'Wrong@1234' } });
    expect(bad.status).toBe(401);
    expect(bad.json).toEqual({ success: false, data: { code: 'WRONG_CREDENTIALS', message: 'Incorrect Mobile Number or Password' } });
    const unknown = await t.call('/user/login', { body: { mobileNumber: '1111111111', password: PASSWORD } });
    expect(unknown.status).toBe(401);
  });

  it('accepts the mobile number as a number, as SPEC client sends it', async () => {
    const member = await registerMember(t);
    const ok = await t.call('/user/login', { body: { mobileNumber: Number(member.mobileNumber), password: PASSWORD } });
    expect(ok.status).toBe(200);
  });

  it('requires both fields', async () => {
    const res = await t.call('/user/login', { body: { mobileNumber: '9876543210' } });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe('This field is required');
  });
});

describe('member token', () => {
  it('is required, checked, and accepted as a bearer header too', async () => {
    expect((await t.call('/user/info')).status).toBe(401);
    expect((await t.call('/user/info', { token: 'mvu_forged' })).status).toBe(401);
    const member = await registerMember(t);
    const bearer = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { authorization: `Bearer ${member.token}` } });
    expect(bearer.statusCode).toBe(200);
  });
});

describe('POST /user/updateUser', () => {
  it('saves the profile groups, joins fullName and recomputes age from dateOfBirth', async () => {
    const member = await registerMember(t);
    const res = await t.call('/user/updateUser', {
      token: member.token,
      body: { age: 99, userDetails: userDetails({ dateOfBirth: yearsAgo(28, 0) }) },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.userDetails.personalDetails.fullName).toBe('Sunita Ramesh Phule');
    expect(res.json.data.age).toBe(28);
    expect(res.json.data.message).toBe('Details updated successfully');
  });

  it("counts a birthday from its day in India's calendar: the day before, the member is a year younger", async () => {
    const member = await registerMember(t);
    const res = await t.call('/user/updateUser', {
      token: member.token,
      body: { userDetails: userDetails({ dateOfBirth: yearsAgo(28, 1) }) },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.age).toBe(27);
  });

  it.each([
    [{ firstName: 'A' }, 'personalDetails', 'Too Short!'],
    [{ firstName: 'Abcdefghijklmnop' }, 'personalDetails', 'Too Long!'],
    [{ dateOfBirth: '2999-01-01' }, 'personalDetails', "You can't be born in the future!"],
  ])('validates %o with SPEC message', async (override, _group, message) => {
    const member = await registerMember(t);
    const res = await t.call('/user/updateUser', { token: member.token, body: { userDetails: userDetails(override) } });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe(message);
    const info = await t.call('/user/info', { token: member.token });
    expect(info.json.data.userDetails).toBeNull();
  });

  it('requires the other fields with the profile form message, and numeric parent numbers', async () => {
    const member = await registerMember(t);
    const details = userDetails();
    const withoutCity = { ...details, addressDetails: { ...details.addressDetails, city: '' } };
    const res = await t.call('/user/updateUser', { token: member.token, body: { userDetails: withoutCity } });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe('This field is required');
    const badNumber = { ...details, familyDetails: { ...details.familyDetails, motherMobileNumber: 'abc' } };
    const res2 = await t.call('/user/updateUser', { token: member.token, body: { userDetails: badNumber } });
    expect(res2.json.data.message).toBe('The value must be a number');
  });

  it('refuses photo details that are not the member’s own uploads', async () => {
    const member = await registerMember(t);
    const res = await t.call('/user/updateUser', {
      token: member.token,
      body: { photoDetails: { profilePhoto: 'https://evil.example/x.jpg' } },
    });
    expect(res.status).toBe(400);
  });

  it('refuses a body with neither or both shapes', async () => {
    const member = await registerMember(t);
    expect((await t.call('/user/updateUser', { token: member.token, body: {} })).status).toBe(400);
  });
});

describe('POST /user/changePassword', () => {
  it('needs the old password, then signs out other sessions but not this one', async () => {
    const member = await registerMember(t);
    const other = (await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: PASSWORD } })).json.data.token;
    const wrong = await t.call('/user/changePassword', {
      token: member.token,
      body: { oldPassword: 'Nope@1234', newPassword: 'Newpass@123' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ success: false, data: { code: 'WRONG_PASSWORD', message: 'Password is wrong' } });
    const ok = await t.call('/user/changePassword', { token: member.token, body: { oldPassword: PASSWORD, newPassword: 'Newpass@123' } });
    expect(ok.status).toBe(200);
    expect(ok.json.success).toBe(true);
    expect((await t.call('/user/info', { token: other })).status).toBe(401);
    expect((await t.call('/user/info', { token: member.token })).status).toBe(200);
    const relogin = await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: 'Newpass@123' } });
    expect(relogin.status).toBe(200);
  });
});

describe('POST /user/deleteUserProfile', () => {
  it('deletes the account and its sessions; the number can register again', async () => {
    const member = await registerMember(t, { details: userDetails() });
    const res = await t.call('/user/deleteUserProfile', { token: member.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.json.data.message).toBe('Account Deleted Successfully');
    expect((await t.call('/user/info', { token: member.token })).status).toBe(401);
    const login = await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: PASSWORD } });
    expect(login.status).toBe(401);
  });

  it('accepts a call without a body', async () => {
    const member = await registerMember(t);
    const res = await t.app.inject({ method: 'POST', url: `/api/user/deleteUserProfile?token=${member.token}` });
    expect(res.statusCode).toBe(200);
  });
});
