import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, approvedMember, registerMember, savePhoto, userDetails, type Member } from '../../../tests/support/factories.js';
import type { ReceivedMail } from '../../../tests/support/mail-receiver.js';
import { photoLike } from '../../../tests/support/photo-like.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { openPostgres, type Database } from '../db/client.js';
import { notifications, savedSearches, users } from '../db/schema.js';
import { runSweep } from '../sweep/sweep.js';
import { sendSearchAlerts } from './alerts.js';

let t: TestApp;
const SITE = 'https://vivah.example.org';
const silent = pino({ level: 'silent' });
const HOUR_MS = 60 * 60_000;

/** A date of birth that makes a member `years` old today (a month past the birthday). */
function bornYearsAgo(years: number): string {
  const day = new Date();
  day.setUTCDate(1);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  day.setUTCMonth(day.getUTCMonth() - 1);
  return day.toISOString().slice(0, 10);
}
const man = (firstName: string, lastName: string, extra: Parameters<typeof userDetails>[0] = {}) =>
  approvedMember(t, userDetails({ gender: 'Male', firstName, lastName, dateOfBirth: bornYearsAgo(26), ...extra }));
const woman = (firstName: string, lastName: string) =>
  approvedMember(t, userDetails({ gender: 'Female', firstName, lastName, dateOfBirth: bornYearsAgo(24) }));

const save = (who: Member, body: unknown) => t.call('/user/savedSearches', { token: who.token, body });
const list = async (who: Member) => (await t.call('/user/savedSearches', { token: who.token })).json.data;
const storedFor = (who: Member) => t.db.select().from(savedSearches).where(eq(savedSearches.userId, who.id));
const sweep = async () =>
  (await runSweep({ db: t.db, files: t.files, log: silent, mailer: t.mailer, config: t.config })) as {
    ran: true;
    removed: Record<string, number>;
  };
/** The alerts in the member's bell: written before the mail goes, so counted without waiting. */
const alertsIn = (who: Member) =>
  t.db
    .select()
    .from(notifications)
    .where(sql`${notifications.userId} = ${who.id} and ${notifications.kind} = 'SAVED_SEARCH_ALERT'`);
const alertMails = (who: Member) => t.mail.messages.filter((mail) => mail.to.includes(who.email) && mail.text.includes('/saved-searches'));
const nextAlertMail = (who: Member) => t.mail.waitFor((mail) => mail.to.includes(who.email) && mail.text.includes('/saved-searches'));
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();
/** As if the search's last alert was claimed `hours` ago. */
const lastAlertHoursAgo = (id: string, hours: number) =>
  t.db
    .update(savedSearches)
    .set({ lastAlertAt: new Date(Date.now() - hours * HOUR_MS) })
    .where(eq(savedSearches.id, id));

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: SITE } });
});
afterAll(() => t.close());

describe('saving a search', () => {
  it('keeps the listing’s filters under a name, without page, cursor or gender, and lists, renames, changes and deletes it', async () => {
    const asha = await woman('Asha', 'Bhosale');
    const saved = await save(asha, {
      name: '  Pune grooms  ',
      filters: { fullName: ' Mali ', age: '23-27', income: '500000-800000', verifiedOnly: true, gunaMin: 0, page: 3, gender: 'Male' },
      frequency: 'daily',
    });
    expect(saved.status).toBe(201);
    expect(saved.json.data).toEqual({
      id: expect.any(String),
      name: 'Pune grooms',
      filters: { fullName: 'Mali', age: '23-27', income: '500000-800000', verifiedOnly: true },
      frequency: 'daily',
      createdAt: expect.any(String),
      lastMailedAt: null,
    });
    const plain = await save(asha, { name: 'Everyone' });
    expect(plain.json.data).toMatchObject({ filters: {}, frequency: 'none' });
    expect(await list(asha)).toEqual({ items: [saved.json.data, plain.json.data], max: 10 });

    const id = saved.json.data.id as string;
    const renamed = await t.call(`/user/savedSearches/${id}`, { token: asha.token, body: { name: 'Grooms in Pune' } });
    expect(renamed.json.data).toMatchObject({ id, name: 'Grooms in Pune', frequency: 'daily' });
    const weekly = await t.call(`/user/savedSearches/${id}`, { token: asha.token, body: { frequency: 'weekly' } });
    expect(weekly.json.data).toMatchObject({ name: 'Grooms in Pune', frequency: 'weekly' });

    // Another member can neither change nor delete it, nor see it.
    const kiran = await man('Kiran', 'Kale');
    expect((await t.call(`/user/savedSearches/${id}`, { token: kiran.token, body: { name: 'Mine' } })).status).toBe(404);
    expect((await t.call(`/user/savedSearches/${id}/remove`, { token: kiran.token, body: {} })).status).toBe(404);
    expect((await list(kiran)).items).toEqual([]);

    const removed = await t.call(`/user/savedSearches/${id}/remove`, { token: asha.token, body: {} });
    expect(removed.status).toBe(200);
    expect((await list(asha)).items.map((item: { id: string }) => item.id)).toEqual([plain.json.data.id]);
    expect((await t.call(`/user/savedSearches/${id}/remove`, { token: asha.token, body: {} })).json.data.code).toBe(
      'SAVED_SEARCH_NOT_FOUND',
    );
    expect((await t.call('/user/savedSearches/not-an-id/remove', { token: asha.token, body: {} })).status).toBe(400);
    expect((await t.call('/user/savedSearches')).status).toBe(401);
  });

  it('refuses bad input with a 400 and stores nothing', async () => {
    const bina = await woman('Bina', 'Chavan');
    const good = { name: 'Good', filters: { age: '23-27' }, frequency: 'daily' };
    for (const body of [
      { ...good, filters: { age: '30-20' } },
      { ...good, filters: { income: '800000-500000' } },
      { ...good, filters: { age: '10-15' } },
      { ...good, filters: { age: '18-500' } },
      { ...good, filters: { age: 'young' } },
      { ...good, filters: { gunaMin: 40 } },
      { ...good, filters: { gunaMin: 'many' } },
      { ...good, filters: { gunaMin: 12.5 } },
      { ...good, filters: { caste: 'Mali' } },
      { ...good, filters: { verifiedOnly: 'yes' } },
      { ...good, filters: { cursor: 'forged' } },
      { ...good, filters: 'age=23-27' },
      { ...good, frequency: 'hourly' },
      { ...good, frequency: 'monthly' },
      { ...good, name: '' },
      { ...good, name: '   ' },
      { ...good, name: 'x'.repeat(61) },
      { filters: { age: '23-27' }, frequency: 'daily' },
      { ...good, extra: true },
    ]) {
      const answer = await save(bina, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await storedFor(bina)).toEqual([]);
    // A guna milan filter needs her own rashi and nakshatra, as the listing does.
    const guna = await save(bina, { ...good, filters: { gunaMin: 18 } });
    expect([guna.status, guna.json.data.code]).toEqual([400, 'GUNA_MILAN_UNAVAILABLE']);
    expect(await storedFor(bina)).toEqual([]);

    const kept = await save(bina, good);
    const id = kept.json.data.id as string;
    for (const body of [{}, { frequency: 'often' }, { name: '' }, { name: 'New', colour: 'red' }]) {
      const answer = await t.call(`/user/savedSearches/${id}`, { token: bina.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await storedFor(bina)).toEqual([expect.objectContaining({ name: 'Good', frequency: 'daily' })]);
  });

  it('keeps at most 10: the 11th is a 400 and stores nothing, also when saves come at once', async () => {
    const chitra = await woman('Chitra', 'Deshmukh');
    for (let i = 1; i <= 10; i += 1) expect((await save(chitra, { name: `Search ${i}` })).status).toBe(201);
    const eleventh = await save(chitra, { name: 'Search 11', frequency: 'weekly' });
    expect([eleventh.status, eleventh.json.data.code]).toEqual([400, 'SAVED_SEARCHES_FULL']);
    expect(await storedFor(chitra)).toHaveLength(10);
    // Deleting one makes room for one.
    const [first] = (await list(chitra)).items;
    await t.call(`/user/savedSearches/${first.id}/remove`, { token: chitra.token, body: {} });
    expect((await save(chitra, { name: 'Search 11' })).status).toBe(201);

    const deepa = await woman('Deepa', 'Gawde');
    for (let i = 1; i <= 8; i += 1) await save(deepa, { name: `Search ${i}` });
    const statuses = (await Promise.all([1, 2, 3, 4].map((i) => save(deepa, { name: `At once ${i}` })))).map((answer) => answer.status);
    expect(statuses.sort()).toEqual([201, 201, 400, 400]);
    expect(await storedFor(deepa)).toHaveLength(10);
  });

  it('goes with the account', async () => {
    const ela = await woman('Ela', 'Ghorpade');
    await save(ela, { name: 'Mine', frequency: 'daily' });
    expect(await storedFor(ela)).toHaveLength(1);
    expect((await t.call('/user/deleteUserProfile', { token: ela.token, body: {} })).status).toBe(200);
    expect(await storedFor(ela)).toEqual([]);
  });
});

describe('alert mails', () => {
  it('list the profiles new to the search, as the listing shows them to the member, in her language, never one the listing would not show', async () => {
    const meera = await woman('Meera', 'Jadhav');
    expect((await t.call('/user/language', { token: meera.token, body: { language: 'mr' } })).status).toBe(200);
    // Registered before the search was saved, approved after it: new to it all the same.
    const late = await registerMember(t, {
      details: userDetails({ gender: 'Male', firstName: 'Late', lastName: 'Pawar', dateOfBirth: bornYearsAgo(25) }),
    });
    const before = await man('Before', 'Pawar');
    const saved = await save(meera, { name: 'पवार वर', filters: { fullName: 'Pawar', age: '23-27' }, frequency: 'daily' });
    expect(saved.status).toBe(201);

    const fits = await man('Fits', 'Pawar', { city: 'Satara' });
    await t.call('/user/settings/privacy', { token: fits.token, body: { contactVisibility: 'MEMBERS' } });
    const privatePhoto = await man('Hidden', 'Pawar');
    await savePhoto(t, privatePhoto, await photoLike(7, 600, 750));
    await t.call('/user/settings/privacy', { token: privatePhoto.token, body: { photoVisibility: 'INTEREST' } });
    const older = await man('Older', 'Pawar', { dateOfBirth: bornYearsAgo(35) });
    const otherName = await man('Other', 'Shinde');
    const sameGender = await woman('Sister', 'Pawar');
    const blocked = await man('Blocked', 'Pawar');
    const blocker = await man('Blocker', 'Pawar');
    const paused = await man('Paused', 'Pawar');
    const suspended = await man('Suspended', 'Pawar');
    const hidden = await man('Reported', 'Pawar');
    const pending = await registerMember(t, {
      details: userDetails({ gender: 'Male', firstName: 'Pending', lastName: 'Pawar', dateOfBirth: bornYearsAgo(25) }),
    });
    await approve(t, late.id);
    expect((await t.call('/user/blocks', { token: meera.token, body: { userId: blocked.id } })).status).toBe(200);
    expect((await t.call('/user/blocks', { token: blocker.token, body: { userId: meera.id } })).status).toBe(200);
    await t.call('/user/settings/pause', { token: paused.token, body: { paused: true } });
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    await t.db.update(users).set({ reportHiddenAt: new Date() }).where(eq(users.id, hidden.id));

    const swept = await sweep();
    expect(swept.removed['saved search alerts']).toBeGreaterThanOrEqual(1);
    const mail = await nextAlertMail(meera);
    expect(mail.subject).toBe('माळी विवाहवर तुमच्या जतन केलेल्या शोधासाठी नवीन प्रोफाइल');
    expect(mail.text).toContain('"पवार वर" या तुमच्या जतन केलेल्या शोधाशी जुळणाऱ्या नवीन प्रोफाइल:');
    expect(mail.text).toContain('Fits Ramesh Pawar, 26 वर्षे, Satara');
    expect(mail.text).toContain(`${SITE}/details?id=${fits.id}`);
    expect(mail.text).toContain(`${SITE}/home?fullName=Pawar&age=23-27`);
    for (const shown of [fits, privatePhoto, late]) expect(mail.text).toContain(`details?id=${shown.id}`);
    for (const left of [before, older, otherName, sameGender, blocked, blocker, paused, suspended, hidden, pending])
      expect(mail.text).not.toContain(left.id);
    for (const name of ['Before', 'Older', 'Other', 'Sister', 'Blocked', 'Blocker', 'Paused', 'Suspended', 'Reported', 'Pending'])
      expect(mail.text).not.toContain(`${name} Ramesh`);
    // Never contact details nor a photo, even those the app would show her.
    expect(mail.text).not.toContain(fits.mobileNumber);
    expect(mail.text).not.toContain(fits.email);
    expect(mail.text).not.toMatch(/\/api\/files\/|access=/);
    // The signed one-click unsubscribe of the other notification mails, as text and header.
    expect(mail.text).toContain(`${SITE}/unsubscribe?code=`);
    expect(mail.text).toContain('जतन केलेल्या शोधांच्या सूचना');
    const code = /unsubscribe\?code=([A-Za-z0-9_.%-]+)/.exec(mail.text)![1]!;
    expect(header(mail, 'List-Unsubscribe')).toBe(`<${SITE}/api/mail/unsubscribe?code=${code}>`);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The bell says it too, without the profiles.
    const [bell] = await alertsIn(meera);
    expect(bell!.data).toEqual({ searchId: saved.json.data.id, search: 'पवार वर', count: 3 });
    expect((await list(meera)).items[0].lastMailedAt).not.toBeNull();

    // The one click turns these mails off: the next alert that falls due is not sent.
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?code=${code}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.json().data.kind).toBe('SAVED_SEARCH_ALERT');
    await lastAlertHoursAgo(saved.json.data.id, 25);
    await man('Afterwards', 'Pawar');
    await sweep();
    expect(await alertsIn(meera)).toHaveLength(1);
  });

  it('go once a period, even from two sweeps at once; nothing new, no mail; the next lists only what came since', async () => {
    const nisha = await woman('Nisha', 'Kulkarni');
    const search = (await save(nisha, { name: 'Kulkarni', filters: { fullName: 'Kulkarni' }, frequency: 'daily' })).json.data;
    const first = await man('First', 'Kulkarni');

    // Two instances' sweeps at the same moment (on PostgreSQL, each with its own connections).
    const second: Database = process.env.TEST_DB === 'postgres' ? await openPostgres(t.database.url!) : t.database;
    try {
      const sent = await Promise.all(
        [t.db, second.db].map((db) => sendSearchAlerts({ db, mailer: t.mailer, log: silent, siteUrl: SITE }, t.config)),
      );
      expect(sent.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      if (second !== t.database) await second.close();
    }
    // The run waits for its mails: they are in before it ends.
    expect(alertMails(nisha)).toHaveLength(1);
    expect(await alertsIn(nisha)).toHaveLength(1);
    expect(alertMails(nisha)[0]!.text).toContain(first.id);

    // Later the same day: nothing goes, even with a new profile.
    const secondMan = await man('Second', 'Kulkarni');
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect(await alertsIn(nisha)).toHaveLength(1);
    expect(alertMails(nisha)).toHaveLength(1);

    // A day on: the new profile, and only it.
    await lastAlertHoursAgo(search.id, 24);
    await sweep();
    expect(await alertsIn(nisha)).toHaveLength(2);
    expect(alertMails(nisha)).toHaveLength(2);
    const next = alertMails(nisha)[1]!;
    expect(next.text).toContain(secondMan.id);
    expect(next.text).not.toContain(first.id);

    // Another day with nothing new: no mail, and the day is spent all the same.
    await lastAlertHoursAgo(search.id, 24);
    const [claimedBefore] = await storedFor(nisha);
    await sweep();
    expect(await alertsIn(nisha)).toHaveLength(2);
    const [claimedAfter] = await storedFor(nisha);
    expect(claimedAfter!.lastAlertAt!.getTime()).toBeGreaterThan(claimedBefore!.lastAlertAt!.getTime());
    expect(alertMails(nisha)).toHaveLength(2);
  });

  it('go weekly a week apart, list at most 10 profiles, and, turned on later, count from then', async () => {
    const olga = await woman('Olga', 'Mahajan');
    const search = (await save(olga, { name: 'Mahajan', filters: { fullName: 'Mahajan' }, frequency: 'weekly' })).json.data;
    const twelve: Member[] = [];
    for (let i = 0; i < 12; i += 1) twelve.push(await man(`M${'ABCDEFGHIJKL'[i]}`, 'Mahajan'));
    await sweep();
    const mail = await nextAlertMail(olga);
    const listed = twelve.filter((member) => mail.text.includes(member.id));
    // The newest ten.
    expect(listed.map((member) => member.id)).toEqual(twelve.slice(2).map((member) => member.id));
    expect(mail.text).toContain('More new profiles match it than this mail lists.');

    await man('Weekly', 'Mahajan');
    await lastAlertHoursAgo(search.id, 6 * 24);
    await sweep();
    expect(await alertsIn(olga)).toHaveLength(1);
    await lastAlertHoursAgo(search.id, 7 * 24);
    await sweep();
    expect(await alertsIn(olga)).toHaveLength(2);

    // Off, then on again: what came while it was off is not mailed.
    const pia = await woman('Pia', 'Nikam');
    const quiet = (await save(pia, { name: 'Nikam', filters: { fullName: 'Nikam' } })).json.data;
    await man('While', 'Nikam');
    await sweep();
    expect(await alertsIn(pia)).toHaveLength(0);
    await t.call(`/user/savedSearches/${quiet.id}`, { token: pia.token, body: { frequency: 'daily' } });
    await sweep();
    expect(await alertsIn(pia)).toHaveLength(0);
    const since = await man('Since', 'Nikam');
    await lastAlertHoursAgo(quiet.id, 24);
    await sweep();
    expect(await alertsIn(pia)).toHaveLength(1);
    const piaMail = await nextAlertMail(pia);
    expect(piaMail.text).toContain(since.id);
    expect(piaMail.subject).toBe('New profiles for your saved search on Mali Vivah');
  });

  it('never go to a member who is paused, suspended, hidden by reports, not approved, without consent, or who turned them off; they wait', async () => {
    const members = {
      paused: await woman('Paused', 'Patil'),
      suspended: await woman('Suspended', 'Patil'),
      reported: await woman('Reported', 'Patil'),
      rejected: await woman('Rejected', 'Patil'),
      consent: await woman('Consent', 'Patil'),
      off: await woman('Off', 'Patil'),
      hindi: await woman('Hindi', 'Patil'),
    };
    const searches = new Map<Member, string>();
    for (const member of Object.values(members))
      searches.set(member, (await save(member, { name: 'Salunkhe', filters: { fullName: 'Salunkhe' }, frequency: 'daily' })).json.data.id);
    await t.call('/user/language', { token: members.hindi.token, body: { language: 'hi' } });
    await t.call('/user/settings/pause', { token: members.paused.token, body: { paused: true } });
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, members.suspended.id));
    await t.db.update(users).set({ reportHiddenAt: new Date() }).where(eq(users.id, members.reported.id));
    await t.db.update(users).set({ status: 'REJECT' }).where(eq(users.id, members.rejected.id));
    await t.db.update(users).set({ consentVersion: 'an-older-version' }).where(eq(users.id, members.consent.id));
    await t.call('/user/settings/mail', { token: members.off.token, body: { kind: 'SAVED_SEARCH_ALERT', enabled: false } });
    const groom = await man('Groom', 'Salunkhe');

    await sweep();
    const hindiMail = await nextAlertMail(members.hindi);
    expect(hindiMail.subject).toBe('माली विवाह पर आपकी सहेजी गई खोज के लिए नई प्रोफ़ाइल');
    expect(hindiMail.text).toContain('Groom Ramesh Salunkhe, 26 वर्ष, Pune');
    for (const member of [members.paused, members.suspended, members.reported, members.rejected, members.consent, members.off])
      expect(await alertsIn(member)).toEqual([]);
    // Nothing was claimed for them: once she shows her profile again, the alert comes.
    const waiting = await t.db
      .select({ lastAlertAt: savedSearches.lastAlertAt })
      .from(savedSearches)
      .where(inArray(savedSearches.id, [searches.get(members.paused)!, searches.get(members.off)!]));
    expect(waiting.map((row) => row.lastAlertAt)).toEqual([null, null]);
    await t.call('/user/settings/pause', { token: members.paused.token, body: { paused: false } });
    await sweep();
    expect((await nextAlertMail(members.paused)).text).toContain(groom.id);
  });
});
