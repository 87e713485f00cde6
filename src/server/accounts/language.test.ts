import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { isVerificationMail } from '../../../tests/support/mail-receiver.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { PASSWORD, registerMember, signInAdmin, uniqueContact, userDetails } from '../../../tests/support/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedLanguage = async (id: string) =>
  (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

/** Mails other than the address check a new account is sent (it goes out after sign-up answers). */
const sentBesidesVerification = () => t.mail.messages.filter((mail) => !isVerificationMail(mail)).length;

/** Asks for a reset code and answers the mail it brought (sent before the call answers). */
async function resetMail(email: string) {
  const before = sentBesidesVerification();
  const res = await t.call('/user/checkEmail', { body: { email } });
  expect(res.status).toBe(200);
  expect(sentBesidesVerification()).toBe(before + 1);
  return t.mail.waitFor(email);
}
const resetMailSubject = async (email: string) => (await resetMail(email)).subject;

describe('POST /user/language', () => {
  it("remembers the member's language, and the next mail goes out in it", async () => {
    const member = await registerMember(t);
    expect(await resetMailSubject(member.email)).toBe('Your Mali Vivah password reset code');

    const res = await t.call('/user/language', { token: member.token, body: { language: 'mr' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { language: 'mr', message: 'Language saved' } });
    expect(await storedLanguage(member.id)).toBe('mr');
    expect(await resetMailSubject(member.email)).toBe('तुमचा माळी विवाह पासवर्ड रीसेट कोड');

    await t.call('/user/language', { token: member.token, body: { language: 'hi' } });
    const mail = await resetMail(member.email);
    expect(mail.subject).toBe('आपका माली विवाह पासवर्ड रीसेट कोड');
    expect(mail.text).toContain('आपका माली विवाह पासवर्ड रीसेट करने का कोड');
  });

  it('sends the notices that follow in it too: the approval mail', async () => {
    const member = await registerMember(t, { details: userDetails() });
    await t.call('/user/language', { token: member.token, body: { language: 'mr' } });
    const before = t.mail.messages.length;
    const approve = await t.call('/admin/user/update', {
      token: await signInAdmin(t),
      body: { mobileNumber: member.mobileNumber, status: 'ACTIVE' },
    });
    expect(approve.status).toBe(200);
    await expect.poll(() => t.mail.messages.length).toBeGreaterThan(before);
    const mail = await t.mail.waitFor(member.email);
    expect(mail.subject).toBe('तुमची माळी विवाह प्रोफाइल मंजूर झाली आहे');
  });

  it('refuses a language the product does not speak, and changes nothing', async () => {
    const member = await registerMember(t);
    for (const body of [{ language: 'fr' }, { language: '' }, {}, { language: 'hi', extra: 1 }, { language: ['hi'] }]) {
      const res = await t.call('/user/language', { token: member.token, body });
      expect(res.status).toBe(400);
      expect(res.json.data.code).toBe('VALIDATION');
    }
    expect(await storedLanguage(member.id)).toBe('en');
  });

  it('needs a member session; an admin token is not one', async () => {
    expect((await t.call('/user/language', { body: { language: 'hi' } })).status).toBe(401);
    expect((await t.call('/user/language', { token: 'mvu_forged', body: { language: 'hi' } })).status).toBe(401);
    expect((await t.call('/user/language', { token: await signInAdmin(t), body: { language: 'hi' } })).status).toBe(401);
  });
});

describe('POST /user/create with a language', () => {
  it('keeps the language sent beside SPEC’s body for the mails that follow', async () => {
    const contact = uniqueContact();
    const res = await t.call('/user/create', { body: { ...contact, password: PASSWORD, language: 'hi' } });
    expect(res.status).toBe(201);
    expect(await storedLanguage(res.json.data.id)).toBe('hi');
    expect(await resetMailSubject(contact.email)).toBe('आपका माली विवाह पासवर्ड रीसेट कोड');
  });

  it('takes SPEC’s bare body as before, in English', async () => {
    const contact = uniqueContact();
    const res = await t.call('/user/create', { body: { ...contact, password: PASSWORD } });
    expect(res.status).toBe(201);
    expect(await storedLanguage(res.json.data.id)).toBe('en');
  });

  it('refuses an unknown language without creating the account', async () => {
    const contact = uniqueContact();
    const res = await t.call('/user/create', { body: { ...contact, password: PASSWORD, language: 'de' } });
    expect(res.status).toBe(400);
    const login = await t.call('/user/login', { body: { mobileNumber: contact.mobileNumber, password: PASSWORD } });
    expect(login.status).toBe(401);
  });
});
