import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, registerMember, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { interests, notifications } from '../db/schema.js';
import { findUserForUpdate } from '../users/repository.js';

let t: TestApp;
const LIMIT = 3;

const man = (firstName: string) => approvedMember(t, userDetails({ gender: 'Male', firstName }));
const woman = (firstName: string) => approvedMember(t, userDetails({ gender: 'Female', firstName }));
const send = (from: Member, to: { id: string }) => t.call('/user/interests', { token: from.token, body: { userId: to.id } });
const act = (who: Member, id: string, action: string) => t.call(`/user/interests/${id}/${action}`, { token: who.token, body: {} });
const tab = async (who: Member, name: string) => (await t.call(`/user/interests?tab=${name}`, { token: who.token })).json.data;
const counts = async (who: Member) => (await t.call('/user/activity', { token: who.token })).json.data;
const bell = async (who: Member) => (await t.call('/user/notifications', { token: who.token })).json.data;

beforeAll(async () => {
  t = await createTestApp({ env: { INTEREST_DAILY_LIMIT: String(LIMIT) } });
});
afterAll(() => t.close());

describe('an interest from sending to accepting', () => {
  let anil: Member;
  let kavya: Member;
  let id: string;

  beforeAll(async () => {
    anil = await man('Anil');
    kavya = await woman('Kavya');
  });

  it('is sent, told to the receiver in the app and by mail, and counted as new until seen', async () => {
    const sent = await send(anil, kavya);
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ interest: { status: 'PENDING', direction: 'SENT' }, message: 'Interest sent' });
    id = sent.json.data.interest.id;
    expect(await counts(kavya)).toEqual({ newInterests: 1, unreadNotifications: 1 });
    expect((await bell(kavya)).items[0]).toMatchObject({ kind: 'INTEREST_RECEIVED', read: false, data: { memberId: anil.id } });
    const mail = await t.mail.waitFor(kavya.email);
    expect(mail.subject).toBe('You have received an interest on Mali Vivah');
    expect(mail.text).toContain('Anil Ramesh Phule has sent you an interest.');

    const received = await tab(kavya, 'received');
    expect(received.items).toHaveLength(1);
    expect(received.items[0]).toMatchObject({ id, direction: 'RECEIVED', status: 'PENDING', seen: false, profile: { id: anil.id } });
    expect((await t.call('/user/interests/seen', { token: kavya.token, body: {} })).status).toBe(200);
    expect((await counts(kavya)).newInterests).toBe(0);
    expect((await tab(kavya, 'received')).items[0].seen).toBe(true);
    expect((await tab(anil, 'sent')).items[0]).toMatchObject({ id, direction: 'SENT', status: 'PENDING', profile: { id: kavya.id } });
  });

  it('is declined silently: the sender goes on seeing no response', async () => {
    const declined = await act(kavya, id, 'decline');
    expect(declined.json.data.interest).toMatchObject({ status: 'DECLINED', direction: 'RECEIVED' });
    const sent = await tab(anil, 'sent');
    expect(sent.items[0]).toMatchObject({ status: 'PENDING', respondedAt: null });
    expect(JSON.stringify(sent)).not.toContain('DECLINED');
    const seen = await t.call(`/user/profiles/${kavya.id}`, { token: anil.token });
    expect(seen.json.data.interest).toEqual({ id, direction: 'SENT', status: 'PENDING' });
    expect(JSON.stringify(await bell(anil))).not.toContain('DECLINE');
    expect((await counts(anil)).unreadNotifications).toBe(0);
    // Sending again is "already sent", as it would be while waiting.
    expect((await send(anil, kavya)).json.data.code).toBe('INTEREST_EXISTS');
    expect((await tab(kavya, 'received')).items[0].status).toBe('DECLINED');
  });

  it('may still be accepted after a decline, and the sender is told', async () => {
    const accepted = await act(kavya, id, 'accept');
    expect(accepted.json.data).toMatchObject({ interest: { status: 'ACCEPTED' }, message: 'Interest accepted' });
    expect((await act(kavya, id, 'accept')).status).toBe(200);
    expect((await act(kavya, id, 'decline')).json.data.code).toBe('INTEREST_ANSWERED');
    expect((await bell(anil)).items[0]).toMatchObject({ kind: 'INTEREST_ACCEPTED', data: { memberId: kavya.id } });
    const mail = await t.mail.waitFor((m) => m.to.includes(anil.email) && m.subject.includes('accepted'));
    expect(mail.text).toContain('Kavya Ramesh Phule has accepted your interest.');
    expect((await tab(anil, 'accepted')).items.map((item: { id: string }) => item.id)).toEqual([id]);
    expect((await tab(kavya, 'accepted')).items.map((item: { id: string }) => item.id)).toEqual([id]);
    expect((await tab(anil, 'sent')).items).toEqual([]);
    expect((await tab(kavya, 'received')).items).toEqual([]);
  });

  it('is withdrawn by its sender only, and may then be sent again', async () => {
    expect((await act(kavya, id, 'withdraw')).json.data.code).toBe('INTEREST_NOT_FOUND');
    const withdrawn = await act(anil, id, 'withdraw');
    expect(withdrawn.json.data).toEqual({ interest: null, message: 'Interest withdrawn' });
    expect((await tab(kavya, 'accepted')).items).toEqual([]);
    expect((await act(anil, id, 'withdraw')).status).toBe(404);
    expect((await act(kavya, id, 'accept')).status).toBe(404);
    expect((await send(anil, kavya)).status).toBe(200);
  });
});

describe('who may send to whom', () => {
  it('refuses yourself, your own gender, members not shown to you, and ids that name nobody', async () => {
    const ajay = await man('Ajay');
    const other = await man('Vijay');
    const pending = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Pending' }) });
    expect((await send(ajay, ajay)).json.data.code).toBe('OWN_INTEREST');
    for (const target of [other, pending, { id: '00000000-0000-4000-8000-000000000000' }]) {
      const res = await send(ajay, target);
      expect(res.status).toBe(404);
      expect(res.json.data.code).toBe('PROFILE_NOT_FOUND');
    }
    expect((await send(ajay, { id: 'x' })).status).toBe(400);
    expect((await t.call('/user/interests', { body: { userId: other.id } })).status).toBe(401);
  });

  it('lets only a shown profile send or accept: a paused member does neither, and is no target either', async () => {
    const ravi = await man('Ravi');
    const meera = await woman('Meera');
    const waiting = await send(ravi, meera);
    await t.call('/user/settings/pause', { token: ravi.token, body: { paused: true } });
    expect((await send(ravi, await woman('Neha'))).json.data.code).toBe('PROFILE_PAUSED');
    // Meera no longer sees Ravi: his interest leaves her list and cannot be answered.
    expect((await tab(meera, 'received')).items).toEqual([]);
    expect((await act(meera, waiting.json.data.interest.id, 'accept')).status).toBe(404);
    await t.call('/user/settings/pause', { token: ravi.token, body: { paused: false } });
    await t.call('/user/settings/pause', { token: meera.token, body: { paused: true } });
    expect((await act(meera, waiting.json.data.interest.id, 'accept')).json.data.code).toBe('PROFILE_PAUSED');
    expect((await send(await man('Suresh'), meera)).json.data.code).toBe('PROFILE_NOT_FOUND');
  });

  it('turns sending back into accepting when the other member already sent one', async () => {
    const amit = await man('Amit');
    const pooja = await woman('Pooja');
    const first = await send(amit, pooja);
    const back = await send(pooja, amit);
    expect(back.json.data).toMatchObject({ interest: { id: first.json.data.interest.id, status: 'ACCEPTED', direction: 'RECEIVED' } });
    expect((await bell(amit)).items[0]).toMatchObject({ kind: 'INTEREST_ACCEPTED', data: { memberId: pooja.id } });
    expect((await send(pooja, amit)).json.data.code).toBe('INTEREST_EXISTS');
    const rows = await t.db.select().from(interests).where(eq(interests.receiverId, pooja.id));
    expect(rows).toHaveLength(1);
  });
});

describe('the daily limit', () => {
  it(`holds at ${LIMIT} new interests a day, withdrawn ones included, for each sender on their own`, async () => {
    const sender = await man('Limit');
    const targets = await Promise.all(Array.from({ length: LIMIT + 2 }, (_, i) => woman(`Target${String.fromCharCode(65 + i)}`)));
    const sent = [];
    for (const target of targets.slice(0, LIMIT)) sent.push(await send(sender, target));
    expect(sent.map((res) => res.status)).toEqual(Array(LIMIT).fill(200));
    const over = await send(sender, targets[LIMIT]!);
    expect(over.status).toBe(429);
    expect(over.json.data.code).toBe('INTEREST_DAILY_LIMIT');
    await act(sender, sent[0]!.json.data.interest.id, 'withdraw');
    expect((await send(sender, targets[LIMIT]!)).status).toBe(429);
    // Another member's day is their own.
    expect((await send(await man('Other'), targets[LIMIT]!)).status).toBe(200);
    // A new day in India brings a new allowance.
    await t.db
      .update(interests)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(interests.senderId, sender.id));
    expect((await send(sender, targets[LIMIT]!)).status).toBe(200);
  });

  it('holds when the sends arrive at once', async () => {
    const sender = await man('Burst');
    const targets = await Promise.all(Array.from({ length: LIMIT + 3 }, (_, i) => woman(`Burst${String.fromCharCode(65 + i)}`)));
    const answers = await Promise.all(targets.map((target) => send(sender, target)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(LIMIT);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(3);
  });

  it('lets two members who send to each other at the same moment end with one accepted interest', async () => {
    const pairs = await Promise.all(Array.from({ length: 6 }, async (_, i) => [await man(`Cross${i}`), await woman(`Cross${i}`)] as const));
    const answers = await Promise.all(pairs.map(([him, her]) => Promise.all([send(him, her), send(her, him)])));
    for (const [[his, hers], [him, her]] of answers.map((answer, i) => [answer, pairs[i]!] as const)) {
      expect([his.status, hers.status]).toEqual([200, 200]);
      expect([his.json.data.message, hers.json.data.message].sort()).toEqual(['Interest accepted', 'Interest sent']);
      const live = await t.db.select().from(interests).where(eq(interests.senderId, him.id));
      const theirs = await t.db.select().from(interests).where(eq(interests.senderId, her.id));
      expect([...live, ...theirs].map((row) => row.status)).toEqual(['ACCEPTED']);
    }
  });

  it('holds the two members only against each other’s holds and writes: a row that names one is written meanwhile', async () => {
    const him = await man('Held');
    const her = await woman('Held');
    const written = await t.db.transaction(async (tx) => {
      expect((await findUserForUpdate(tx, him.id, her.id))?.id).toBe(him.id);
      // PGlite runs one statement at a time: nothing can wait on a row there, nor write beside this.
      if (t.database.kind !== 'postgres') return 'one at a time';
      // On another connection, while both are held: a notification naming her, which would wait
      // for the hold (and fail after the timeout) were the rows held for update.
      return t.db.transaction(async (other) => {
        await other.execute(sql`set local lock_timeout = '300ms'`);
        await other.insert(notifications).values({ userId: her.id, kind: 'INTEREST_RECEIVED', data: {} });
        return 'written';
      });
    });
    expect(written).toBe(t.database.kind === 'postgres' ? 'written' : 'one at a time');
  });
});

describe('OpenAPI', () => {
  it('documents every call of interests, favourites, privacy, blocks and notifications', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/user/interests',
      '/api/user/interests/seen',
      '/api/user/interests/{id}/{action}',
      '/api/user/profiles/{id}',
      '/api/user/favourites',
      '/api/user/favourites/remove',
      '/api/user/favourites/merge',
      '/api/user/settings',
      '/api/user/settings/privacy',
      '/api/user/settings/pause',
      '/api/user/settings/mail',
      '/api/user/blocks',
      '/api/user/blocks/remove',
      '/api/user/notifications',
      '/api/user/notifications/read',
      '/api/user/activity',
      '/api/mail/unsubscribe',
      '/api/mail/resubscribe',
      '/api/files/blurred/{name}',
    ]) {
      expect(spec.paths[path], path).toBeTruthy();
    }
  });
});
