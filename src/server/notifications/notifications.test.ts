import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, registerMember, signInAdmin, userDetails, type Member } from '../../../tests/support/factories.js';
import type { ReceivedMail } from '../../../tests/support/mail-receiver.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { users } from '../db/schema.js';
import { signLinkToken } from '../security/signed-tokens.js';
import { unsubscribeCode } from './unsubscribe-links.js';

let t: TestApp;
const SITE = 'https://vivah.example.org';
const man = (firstName: string) => approvedMember(t, userDetails({ gender: 'Male', firstName }));
const woman = async (firstName: string, language: 'en' | 'hi' | 'mr' = 'en') => {
  const member = await approvedMember(t, userDetails({ gender: 'Female', firstName }));
  await t.db.update(users).set({ language }).where(eq(users.id, member.id));
  return member;
};
const send = (from: Member, to: Member) => t.call('/user/interests', { token: from.token, body: { userId: to.id } });
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();
const codeOf = (mail: ReceivedMail) => /unsubscribe\?code=([A-Za-z0-9_.%-]+)/.exec(mail.text)![1]!;
const unsubscribe = (code: string, path = 'unsubscribe') =>
  t.app.inject({
    method: 'POST',
    url: `/api/mail/${path}?code=${code}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
const mailSetting = async (who: Member, kind: string) =>
  (await t.call('/user/settings', { token: who.token })).json.data.mail.find((m: { kind: string }) => m.kind === kind).enabled;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: SITE } });
});
afterAll(() => t.close());

describe('the bell', () => {
  it('lists notifications newest first with the unread count, and marks them read', async () => {
    const asha = await woman('Asha');
    for (const name of ['One', 'Two', 'Three']) await send(await man(name), asha);
    const bell = await t.call('/user/notifications', { token: asha.token });
    expect(bell.json.data).toMatchObject({ unread: 3, page: 1, hasMore: false });
    expect(bell.json.data.items.map((n: { data: { name: string } }) => n.data.name)).toEqual([
      'Three Ramesh Phule',
      'Two Ramesh Phule',
      'One Ramesh Phule',
    ]);
    const first = bell.json.data.items[0].id;
    expect((await t.call('/user/notifications/read', { token: asha.token, body: { ids: [first] } })).json.data.unread).toBe(2);
    expect((await t.call('/user/activity', { token: asha.token })).json.data.unreadNotifications).toBe(2);
    expect((await t.call('/user/notifications/read', { token: asha.token, body: {} })).json.data.unread).toBe(0);
    expect((await t.call('/user/notifications', { token: asha.token })).json.data.items.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await t.call('/user/notifications/read', { token: asha.token, body: { ids: ['x'] } })).status).toBe(400);
    expect((await t.call('/user/notifications')).status).toBe(401);
  });
});

describe('notification mails', () => {
  it.each([
    ['en', 'You have received an interest on Mali Vivah', 'has sent you an interest.', 'Stop them with one click:'],
    ['hi', 'माली विवाह पर आपको एक रुचि मिली है', 'ने आपको रुचि भेजी है।', 'एक क्लिक में इन्हें बंद करें:'],
    ['mr', 'माळी विवाहवर तुम्हाला एक स्वारस्य आले आहे', 'यांनी तुम्हाला स्वारस्य पाठवले आहे.', 'एका क्लिकवर ते बंद करा:'],
  ] as const)(
    'arrive in the member’s language (%s) with a one-click unsubscribe link and header',
    async (language, subject, line, stop) => {
      const receiver = await woman(`Lang${language}`, language);
      await send(await man(`Sender${language}`), receiver);
      const mail = await t.mail.waitFor(receiver.email);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(line);
      expect(mail.text).toContain(`${SITE}/interests`);
      expect(mail.text).toContain(stop);
      expect(mail.text).toContain(`${SITE}/unsubscribe?code=`);
      expect(header(mail, 'List-Unsubscribe')).toBe(`<${SITE}/api/mail/unsubscribe?code=${codeOf(mail)}>`);
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    },
  );

  it('stop with one click and no sign-in, the kind stays in the app, and come back with the undo', async () => {
    const receiver = await woman('Unsub');
    await send(await man('First'), receiver);
    const mail = await t.mail.waitFor(receiver.email);
    const code = codeOf(mail);
    const res = await unsubscribe(code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ kind: 'INTEREST_RECEIVED', message: 'Unsubscribed' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await mailSetting(receiver, 'INTEREST_RECEIVED')).toBe(false);
    expect(await mailSetting(receiver, 'INTEREST_ACCEPTED')).toBe(true);
    // Clicking again (or a mail program posting too) is harmless.
    expect((await unsubscribe(code)).statusCode).toBe(200);

    const before = t.mail.messages.filter((m) => m.to.includes(receiver.email)).length;
    await send(await man('Second'), receiver);
    const bell = await t.call('/user/notifications', { token: receiver.token });
    expect(bell.json.data.items[0].data.name).toBe('Second Ramesh Phule');
    // A mail to someone else afterwards proves the queue has moved past where hers would be.
    const witness = await woman('Witness');
    await send(await man('Third'), witness);
    await t.mail.waitFor(witness.email);
    expect(t.mail.messages.filter((m) => m.to.includes(receiver.email))).toHaveLength(before);

    const undo = await unsubscribe(code, 'resubscribe');
    expect(undo.json().data).toEqual({ kind: 'INTEREST_RECEIVED', message: 'Mails are on again' });
    expect(await mailSetting(receiver, 'INTEREST_RECEIVED')).toBe(true);
    // The page in the mail's text posts the same call as JSON, with no body at all.
    const plain = await t.app.inject({ method: 'POST', url: `/api/mail/unsubscribe?code=${code}` });
    expect(plain.statusCode).toBe(200);
  });

  it('refuse a forged, altered, expired or foreign code and change nothing', async () => {
    const receiver = await woman('Forged');
    const genuine = await unsubscribeCode(t.db, receiver.id, 'INTEREST_RECEIVED');
    const [body, signature] = genuine.split('.') as [string, string];
    const otherKind = Buffer.from(Buffer.from(body, 'base64url').toString().replace('INTEREST_RECEIVED', 'INTEREST_ACCEPTED')).toString(
      'base64url',
    );
    const expired = await signLinkToken(t.db, 'unsubscribe', `${receiver.id}:INTEREST_RECEIVED`, 60_000, Date.now() - 120_000);
    const photoToken = await signLinkToken(t.db, 'photo', `${receiver.id}:INTEREST_RECEIVED`, 60_000);
    for (const code of [`${otherKind}.${signature}`, `${body}.${signature.slice(0, -2)}AA`, expired, photoToken, 'x', '']) {
      const res = await unsubscribe(encodeURIComponent(code));
      expect(res.statusCode, code).toBe(400);
      expect(['UNSUBSCRIBE_LINK_INVALID', 'VALIDATION']).toContain(res.json().data.code);
    }
    expect((await unsubscribe('a'.repeat(2000))).statusCode).toBe(400);
    expect((await t.call('/user/settings', { token: receiver.token })).json.data.mail.every((m: { enabled: boolean }) => m.enabled)).toBe(
      true,
    );
    // A member who is gone: nothing to change.
    await t.call('/user/deleteUserProfile', { token: receiver.token, body: {} });
    expect((await unsubscribe(encodeURIComponent(genuine))).json().data.code).toBe('UNSUBSCRIBE_LINK_INVALID');
  });

  it('of a kind a member must receive link to stopping every other kind instead', async () => {
    const receiver = await woman('Required');
    const code = await unsubscribeCode(t.db, receiver.id, 'ALL');
    const res = await unsubscribe(encodeURIComponent(code));
    expect(res.json().data.kind).toBe('ALL');
    const mail = (await t.call('/user/settings', { token: receiver.token })).json.data.mail as { enabled: boolean; switchable: boolean }[];
    expect(mail.filter((m) => m.switchable).every((m) => !m.enabled)).toBe(true);
    expect(mail.filter((m) => !m.switchable).every((m) => m.enabled)).toBe(true);
  });
});

describe('a review', () => {
  it.each([
    ['ACTIVE', 'PROFILE_APPROVED', 'hi', 'आपकी माली विवाह प्रोफ़ाइल स्वीकृत हो गई है'],
    ['REJECT', 'PROFILE_REJECTED', 'mr', 'तुमच्या माळी विवाह प्रोफाइलमध्ये बदल हवा आहे'],
    ['REJECT', 'PROFILE_REJECTED', 'en', 'Your Mali Vivah profile needs a change'],
  ] as const)('%s reaches the member in the bell and by mail in their language (%s, %s)', async (status, kind, language, subject) => {
    const admin = await signInAdmin(t);
    const member = await registerMember(t, { details: userDetails() });
    await t.db.update(users).set({ language }).where(eq(users.id, member.id));
    const res = await t.call('/admin/user/update', { token: admin, body: { mobileNumber: member.mobileNumber, status } });
    expect(res.status).toBe(200);
    const bell = await t.call('/user/notifications', { token: member.token });
    expect(bell.json.data.items.map((n: { kind: string }) => n.kind)).toEqual([kind]);
    const mail = await t.mail.waitFor(member.email);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${SITE}/unsubscribe?code=`);
    expect(header(mail, 'List-Unsubscribe')).toBe(`<${SITE}/api/mail/unsubscribe?code=${codeOf(mail)}>`);
  });
});
