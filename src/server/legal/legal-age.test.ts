import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia, yearsBefore } from '../../contract/dates.js';
import { registerMember, userDetails } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerMember(t)).token;
});
afterAll(() => t.close());

/** The day after an ISO date. */
function dayAfter(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const save = (gender: 'Male' | 'Female' | 'other', dateOfBirth: string) =>
  t.call('/user/updateUser', { token, body: { age: 0, userDetails: userDetails({ gender, dateOfBirth }) } });

const issueAt = (res: { json: { data: { issues?: { path: string; message: string }[] } } }, path: string) =>
  res.json.data.issues?.find((issue) => issue.path === path)?.message;

describe('the legal age to marry (Prohibition of Child Marriage Act, 2006)', () => {
  const today = todayInIndia();

  it.each([
    ['Male', 21, 'A groom must be at least 21 years old (Prohibition of Child Marriage Act, 2006)'],
    ['Female', 18, 'You must be at least 18 years old'],
    ['other', 21, 'You must be at least 21 years old to register'],
  ] as const)('%s: accepted on the birthday that makes %i, refused the day before it', async (gender, age, message) => {
    const birthday = yearsBefore(today, age);
    const accepted = await save(gender, birthday);
    expect(accepted.status).toBe(200);
    expect(accepted.json.data.age).toBe(age);

    const refused = await save(gender, dayAfter(birthday));
    expect(refused.status).toBe(400);
    expect(refused.json.data.code).toBe('VALIDATION');
    expect(issueAt(refused, 'body.userDetails.personalDetails.dateOfBirth')).toBe(message);
    // The refused save changed nothing: the accepted birthday stands.
    const info = await t.call('/user/info', { token });
    expect(info.json.data.userDetails.personalDetails.dateOfBirth).toBe(birthday);
  });

  it('holds a groom of 20 to the higher age, and lets a bride of 20 register', async () => {
    const twenty = yearsBefore(today, 20);
    expect((await save('Male', twenty)).status).toBe(400);
    expect((await save('Female', twenty)).status).toBe(200);
  });

  it('keeps the general rules first: a date in the future is that, not an age', async () => {
    const refused = await save('Male', dayAfter(today));
    expect(issueAt(refused, 'body.userDetails.personalDetails.dateOfBirth')).toBe("You can't be born in the future!");
  });
});
