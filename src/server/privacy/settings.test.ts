import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_APP_ONLY_KINDS, NOTIFICATION_KINDS, REQUIRED_MAIL_KINDS } from '../../contract/notifications.js';
import { approvedMember, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let member: Member;
const settings = async (who: Member) => (await t.call('/user/settings', { token: who.token })).json.data;
const listedIds = async (viewer: Member) =>
  (await t.call('/user/getProfile', { token: viewer.token, body: { page: 1 } })).json.data.userData.map((u: { id: string }) => u.id);

beforeAll(async () => {
  t = await createTestApp();
  member = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Sarita' }));
});
afterAll(() => t.close());

describe('settings', () => {
  it('start private by default: contact after an accepted interest, photo for members, every mail on', async () => {
    const answer = await settings(member);
    expect(answer).toMatchObject({ contactVisibility: 'INTEREST', photoVisibility: 'MEMBERS', paused: false, blurredPhoto: null });
    expect(answer.mail).toHaveLength(NOTIFICATION_KINDS.length - IN_APP_ONLY_KINDS.length);
    for (const entry of answer.mail) {
      expect(entry.enabled).toBe(true);
      expect(entry.switchable).toBe(!REQUIRED_MAIL_KINDS.includes(entry.kind));
    }
  });

  it('change who sees contact details and the photo, and refuse anything else', async () => {
    const changed = await t.call('/user/settings/privacy', { token: member.token, body: { contactVisibility: 'NOBODY' } });
    expect(changed.json.data).toMatchObject({ contactVisibility: 'NOBODY', photoVisibility: 'MEMBERS' });
    expect(
      (await t.call('/user/settings/privacy', { token: member.token, body: { photoVisibility: 'INTEREST' } })).json.data,
    ).toMatchObject({
      contactVisibility: 'NOBODY',
      photoVisibility: 'INTEREST',
    });
    for (const body of [{}, { contactVisibility: 'FRIENDS' }, { photoVisibility: 'NOBODY' }, { contactVisibility: 'MEMBERS', extra: 1 }]) {
      const res = await t.call('/user/settings/privacy', { token: member.token, body });
      expect(res.status).toBe(400);
      expect(res.json.data.code).toBe('VALIDATION');
    }
    expect(await settings(member)).toMatchObject({ contactVisibility: 'NOBODY', photoVisibility: 'INTEREST' });
    expect((await t.call('/user/settings/privacy', { body: { contactVisibility: 'MEMBERS' } })).status).toBe(401);
  });

  it('turn kinds of mail off and on, but never the ones a member must receive', async () => {
    const off = await t.call('/user/settings/mail', { token: member.token, body: { kind: 'INTEREST_RECEIVED', enabled: false } });
    expect(off.json.data.mail.find((m: { kind: string }) => m.kind === 'INTEREST_RECEIVED').enabled).toBe(false);
    const required = await t.call('/user/settings/mail', { token: member.token, body: { kind: 'PAYMENT_RECEIVED', enabled: false } });
    expect(required.status).toBe(400);
    expect(required.json.data.code).toBe('MAIL_ALWAYS_SENT');
    const on = await t.call('/user/settings/mail', { token: member.token, body: { kind: 'INTEREST_RECEIVED', enabled: true } });
    expect(on.json.data.mail.every((m: { enabled: boolean }) => m.enabled)).toBe(true);
    expect((await t.call('/user/settings/mail', { token: member.token, body: { kind: 'NEWSLETTER', enabled: false } })).status).toBe(400);
  });
});

describe('hiding the profile', () => {
  it('takes it out of every listing, details, favourites and interests of others, and brings it back with one call and no review', async () => {
    const viewer = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Vikas' }));
    const meena = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Meena' }));
    await t.call('/user/favourites', { token: viewer.token, body: { userId: meena.id } });
    await t.call('/user/interests', { token: viewer.token, body: { userId: meena.id } });
    expect(await listedIds(viewer)).toContain(meena.id);

    const paused = await t.call('/user/settings/pause', { token: meena.token, body: { paused: true } });
    expect(paused.json.data.paused).toBe(true);
    expect((await t.call('/user/info', { token: meena.token })).json.data).toMatchObject({ status: 'ACTIVE', standing: { paused: true } });
    expect(await listedIds(viewer)).not.toContain(meena.id);
    expect((await t.call(`/user/profiles/${meena.id}`, { token: viewer.token })).status).toBe(404);
    expect((await t.call('/user/favourites', { token: viewer.token })).json.data.userData).toEqual([]);
    expect((await t.call('/user/interests?tab=sent', { token: viewer.token })).json.data.items).toEqual([]);
    // She still browses while hidden.
    expect(await listedIds(meena)).toContain(viewer.id);

    const resumed = await t.call('/user/settings/pause', { token: meena.token, body: { paused: false } });
    expect(resumed.json.data.paused).toBe(false);
    expect((await t.call('/user/info', { token: meena.token })).json.data).toMatchObject({ status: 'ACTIVE', standing: { paused: false } });
    expect(await listedIds(viewer)).toContain(meena.id);
    expect((await t.call('/user/favourites', { token: viewer.token })).json.data.userData).toHaveLength(1);
    expect((await t.call('/user/interests?tab=sent', { token: viewer.token })).json.data.items).toHaveLength(1);
    expect((await t.call('/user/settings/pause', { token: meena.token, body: { paused: 'yes' } })).status).toBe(400);
  });
});
