import { eq, or } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, registerMember, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { profileVisits, users } from '../db/schema.js';
import { runSweep } from '../sweep/sweep.js';

let t: TestApp;
const woman = (firstName: string) => approvedMember(t, userDetails({ gender: 'Female', firstName }));
const man = (firstName: string) => approvedMember(t, userDetails({ gender: 'Male', firstName }));

const recordVisits = (who: Member, on: boolean) => t.call('/user/settings/visits', { token: who.token, body: { recordVisits: on } });
const open = (viewer: Member, profile: Member) => t.call(`/user/profiles/${profile.id}`, { token: viewer.token, method: 'GET' });
const visits = async (who: Member) => (await t.call('/user/visits', { token: who.token })).json.data;
const visitorIds = async (who: Member) => (await visits(who)).visits.map((visit: { profile: { id: string } }) => visit.profile.id);
const rowsInvolving = (who: Member) =>
  t.db
    .select()
    .from(profileVisits)
    .where(or(eq(profileVisits.profileId, who.id), eq(profileVisits.visitorId, who.id)));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('who looked at my profile', () => {
  it('is off by default: nothing is recorded, nothing shown', async () => {
    const [asha, kiran] = [await woman('Asha'), await man('Kiran')];
    expect((await t.call('/user/settings', { token: asha.token })).json.data.recordVisits).toBe(false);
    expect((await open(kiran, asha)).status).toBe(200);
    expect(await visits(asha)).toEqual({ recordVisits: false, visits: [] });
    expect(await rowsInvolving(asha)).toEqual([]);
  });

  it('records a visit once a day when both record visits, and shows the visitor as the listing would', async () => {
    const [bina, rohan, sagar] = [await woman('Bina'), await man('Rohan'), await man('Sagar')];
    const turnedOn = await recordVisits(bina, true);
    expect(turnedOn.status).toBe(200);
    expect(turnedOn.json.data).toMatchObject({ recordVisits: true, paused: false });
    await recordVisits(rohan, true);
    await recordVisits(sagar, true);
    expect((await open(rohan, bina)).status).toBe(200);
    expect((await open(rohan, bina)).status).toBe(200);
    expect(await rowsInvolving(bina)).toHaveLength(1);
    // Opened twice at once, the same day: still one visit.
    expect((await Promise.all([open(sagar, bina), open(sagar, bina)])).map((answer) => answer.status)).toEqual([200, 200]);
    expect(await rowsInvolving(bina)).toHaveLength(2);

    const seen = await visits(bina);
    expect(seen.recordVisits).toBe(true);
    // Newest first, each visitor once.
    expect(seen.visits.map((visit: { profile: { id: string } }) => visit.profile.id)).toEqual([sagar.id, rohan.id]);
    expect(Date.parse(seen.visits[0].visitedAt)).toBeGreaterThanOrEqual(Date.parse(seen.visits[1].visitedAt));
    // As the listing shows him to her: no contact details without an accepted interest.
    expect(seen.visits[0].profile).toMatchObject({ hidden: { contact: 'INTEREST_REQUIRED' } });
    expect(seen.visits[0].profile).not.toHaveProperty('mobileNumber');
    // Rohan was looked at by nobody.
    expect(await visitorIds(rohan)).toEqual([]);
  });

  it('records only visits by members who record theirs too, and none from before they did', async () => {
    const [chitra, om] = [await woman('Chitra'), await man('Om')];
    await recordVisits(chitra, true);
    expect((await open(om, chitra)).status).toBe(200);
    expect(await rowsInvolving(chitra)).toEqual([]);
    await recordVisits(om, true);
    expect(await visitorIds(chitra)).toEqual([]);
    await open(om, chitra);
    expect(await visitorIds(chitra)).toEqual([om.id]);
    // She visits him while he records: he sees her.
    await open(chitra, om);
    expect(await visitorIds(om)).toEqual([chitra.id]);
  });

  it('stops at once for a member who turns it off: neither recorded nor shown, and their visits forgotten both ways', async () => {
    const [deepa, vikas, yash] = [await woman('Deepa'), await man('Vikas'), await man('Yash')];
    for (const member of [deepa, vikas, yash]) await recordVisits(member, true);
    await open(vikas, deepa);
    await open(yash, deepa);
    await open(deepa, vikas);
    expect(await visitorIds(deepa)).toEqual([yash.id, vikas.id]);

    // The visitor turns it off: he leaves her list, and what he did is forgotten.
    expect((await recordVisits(vikas, false)).json.data.recordVisits).toBe(false);
    expect(await visitorIds(deepa)).toEqual([yash.id]);
    expect(await rowsInvolving(vikas)).toEqual([]);
    await open(vikas, deepa);
    expect(await visitorIds(deepa)).toEqual([yash.id]);

    // She turns it off: she sees none, and is recorded nowhere.
    await recordVisits(deepa, false);
    expect(await visits(deepa)).toEqual({ recordVisits: false, visits: [] });
    await open(deepa, yash);
    expect(await rowsInvolving(deepa)).toEqual([]);
    // Turning it on again brings nothing back.
    await recordVisits(deepa, true);
    expect(await visitorIds(deepa)).toEqual([]);
  });

  it('never shows a visitor the listing would not show: blocked either way, paused, or no longer approved', async () => {
    const ela = await woman('Ela');
    const [blocked, blocker, paused, rejected, kept] = [
      await man('Blocked'),
      await man('Blocker'),
      await man('Paused'),
      await man('Rejected'),
      await man('Kept'),
    ];
    for (const member of [ela, blocked, blocker, paused, rejected, kept]) await recordVisits(member, true);
    for (const visitor of [blocked, blocker, paused, rejected, kept]) expect((await open(visitor, ela)).status).toBe(200);
    expect((await visitorIds(ela)).sort()).toEqual([blocked.id, blocker.id, paused.id, rejected.id, kept.id].sort());

    expect((await t.call('/user/blocks', { token: ela.token, body: { userId: blocked.id } })).status).toBe(200);
    expect((await t.call('/user/blocks', { token: blocker.token, body: { userId: ela.id } })).status).toBe(200);
    await t.call('/user/settings/pause', { token: paused.token, body: { paused: true } });
    await t.db.update(users).set({ status: 'REJECT' }).where(eq(users.id, rejected.id));
    expect(await visitorIds(ela)).toEqual([kept.id]);
    // A blocked member cannot open her page again, so nothing more is recorded either.
    expect((await open(blocked, ela)).status).toBe(404);
  });

  it('keeps visits 30 days: older ones are not shown, and the sweep deletes them', async () => {
    const [falguni, neel] = [await woman('Falguni'), await man('Neel')];
    await recordVisits(falguni, true);
    await recordVisits(neel, true);
    await open(neel, falguni);
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await t.db
      .insert(profileVisits)
      .values({ profileId: falguni.id, visitorId: neel.id, day: old.toISOString().slice(0, 10), visitedAt: old });
    await t.db.update(profileVisits).set({ visitedAt: old }).where(eq(profileVisits.profileId, falguni.id));
    expect(await visitorIds(falguni)).toEqual([]);
    expect(await rowsInvolving(falguni)).toHaveLength(2);
    await runSweep({ db: t.db, files: t.files, log: pino({ level: 'silent' }), mailer: t.mailer, config: t.config });
    expect(await rowsInvolving(falguni)).toEqual([]);
  });

  it('tells a member who may see no profile why, and lists nobody', async () => {
    const pending = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Gauri' }) });
    await recordVisits(pending, true);
    expect(await visits(pending)).toEqual({ recordVisits: true, visits: [], reason: 'PENDING_APPROVAL' });
  });

  it('refuses a choice that is not on or off, and changes nothing', async () => {
    const hema = await woman('Hema');
    for (const body of [{}, { recordVisits: 'yes' }, { recordVisits: true, extra: 1 }, { recordVisits: null }]) {
      const answer = await t.call('/user/settings/visits', { token: hema.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call('/user/settings', { token: hema.token })).json.data.recordVisits).toBe(false);
    expect((await t.call('/user/settings/visits', { body: { recordVisits: true } })).status).toBe(401);
    expect((await t.call('/user/visits', {})).status).toBe(401);
  });
});
