import { and, eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDateAndTime, startOfTodayInIndia, todayInIndia } from '../../contract/dates.js';
import { approvedMember, signInAdmin, userDetails, type Member } from '../../../tests/support/factories.js';
import { pdfWords } from '../../../tests/support/pdf-text.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { contactReveals, limitHits, users } from '../db/schema.js';

/**
 * The daily cap on contact reveals (docs/decisions/0046-contact-cap-and-scraping.md): counted on
 * the server whichever answer carries another member's contacts, a member already shown not
 * counted again, reset by India's next day, and flagged for the administrators when reached on
 * several days of a week.
 */
let t: TestApp;
let adminToken: string;
const CAP = 3;
let serial = 0;

/** A woman whose contacts every member may see, each contact value unique, so a leak is found in raw text. */
async function woman(visibility: 'MEMBERS' | 'INTEREST' = 'MEMBERS') {
  serial += 1;
  const n = String(serial).padStart(3, '0');
  const letters = [...n].map((digit) => String.fromCharCode(97 + Number(digit))).join('');
  const family = { motherMobileNumber: `9811${n}111`, fatherMobileNumber: `9811${n}222` };
  const address = { address: `${n} Cap Lane, Kothrud`, pincode: `411${n}` };
  const member = await approvedMember(
    t,
    userDetails(
      { gender: 'Female', firstName: `Capwoman${letters}` },
      { familyDetails: family, addressDetails: { ...address, district: 'Pune' } },
    ),
  );
  await t.db.update(users).set({ contactVisibility: visibility }).where(eq(users.id, member.id));
  return { ...member, secrets: [member.mobileNumber, member.email, ...Object.values(family), ...Object.values(address)] };
}
type Woman = Awaited<ReturnType<typeof woman>>;
const man = (firstName: string) => approvedMember(t, userDetails({ gender: 'Male', firstName }));

const leaked = (answer: unknown, who: Woman) => who.secrets.filter((secret) => JSON.stringify(answer).includes(secret));
const details = (viewer: Member, of: { id: string }) => t.call(`/user/profiles/${of.id}`, { token: viewer.token });
const tab = async (viewer: Member, name: string) => (await t.call(`/user/interests?tab=${name}`, { token: viewer.token })).json.data;
const revealsOf = (viewer: Member) => t.db.select().from(contactReveals).where(eq(contactReveals.viewerId, viewer.id));
const limitsOf = async (who: Member) => (await t.call(`/admin/users/${who.id}/limits`, { token: adminToken })).json.data;

/** The India day `days` before today, as the tables keep days. */
const daysAgo = (days: number) => indiaDateAndTime(new Date(startOfTodayInIndia().getTime() - days * 86_400_000)).date;
/** Moves the viewer's reveals back a day: what the next India day finds. */
const nextDay = (viewer: Member) =>
  t.db
    .update(contactReveals)
    .set({ day: daysAgo(1) })
    .where(eq(contactReveals.viewerId, viewer.id));

/** A woman with an accepted interest between her and the man. */
async function accepted(viewer: Member, visibility: 'MEMBERS' | 'INTEREST' = 'INTEREST'): Promise<Woman> {
  const her = await woman(visibility);
  const sent = await t.call('/user/interests', { token: her.token, body: { userId: viewer.id } });
  expect(sent.status).toBe(200);
  expect((await t.call(`/user/interests/${sent.json.data.interest.id}/accept`, { token: viewer.token, body: {} })).status).toBe(200);
  return her;
}

beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_REVEALS_PER_DAY: String(CAP), INTEREST_DAILY_LIMIT: '100' } });
  adminToken = await signInAdmin(t);
});
afterAll(() => t.close());

describe('the details page', () => {
  let viewer: Member;
  let women: Woman[];

  beforeAll(async () => {
    viewer = await man('Capviewer');
    women = [await woman(), await woman(), await woman(), await woman(), await woman()];
  });

  it(`shows the contacts of ${CAP} different members a day, then withholds them, saying when the cap resets`, async () => {
    for (const her of women.slice(0, CAP)) {
      const shown = await details(viewer, her);
      expect(shown.status).toBe(200);
      expect(leaked(shown.json, her)).toEqual(her.secrets);
      expect(shown.json.data.hidden).toBeUndefined();
    }
    const over = await details(viewer, women[CAP]!);
    expect(over.status).toBe(200);
    const tomorrow = new Date(startOfTodayInIndia().getTime() + 86_400_000).toISOString();
    expect(over.json.data.hidden).toEqual({ contact: 'DAILY_CAP', contactUntil: tomorrow });
    expect(leaked(over.json, women[CAP]!)).toEqual([]);
    for (const field of ['email', 'mobileNumber']) expect(over.json.data).not.toHaveProperty(field);
    expect(over.json.data.userDetails.familyDetails).not.toHaveProperty('motherMobileNumber');
    expect(over.json.data.userDetails.addressDetails).not.toHaveProperty('address');
    // The rest of the profile stays.
    expect(over.json.data.userDetails.addressDetails).toMatchObject({ district: 'Pune' });
  });

  it('shows a member already shown again, without counting them', async () => {
    for (const her of women.slice(0, CAP)) expect(leaked((await details(viewer, her)).json, her)).toEqual(her.secrets);
    expect(await revealsOf(viewer)).toHaveLength(CAP);
    expect((await details(viewer, women[CAP + 1]!)).json.data.hidden.contact).toBe('DAILY_CAP');
  });

  it('resets the next day in India; a member shown before keeps the day they were first shown', async () => {
    await nextDay(viewer);
    const first = women[0]!;
    expect(leaked((await details(viewer, first)).json, first)).toEqual(first.secrets);
    const fresh = await details(viewer, women[CAP]!);
    expect(fresh.json.data.hidden).toBeUndefined();
    expect(leaked(fresh.json, women[CAP]!)).toEqual(women[CAP]!.secrets);
    const rows = await revealsOf(viewer);
    expect(rows.filter((row) => row.day === todayInIndia()).map((row) => row.shownId)).toEqual([women[CAP]!.id]);
    expect(rows.find((row) => row.shownId === first.id)?.day).toBe(daysAgo(1));
  });

  it('counts nothing for contacts the owner withholds anyway', async () => {
    const other = await man('Capquiet');
    const hidden = await woman('INTEREST');
    expect((await details(other, hidden)).json.data.hidden.contact).toBe('INTEREST_REQUIRED');
    expect(await revealsOf(other)).toHaveLength(0);
  });

  it('holds when the requests for the last place arrive at once', async () => {
    const racer = await man('Capracer');
    const many = await Promise.all(Array.from({ length: CAP + 8 }, () => woman()));
    for (const her of many.slice(0, CAP - 1)) expect((await details(racer, her)).json.data.hidden).toBeUndefined();
    const rest = many.slice(CAP - 1);
    const answers = await Promise.all(rest.map((her) => details(racer, her)));
    expect(answers.map((answer) => answer.status)).toEqual(rest.map(() => 200));
    const shown = answers.filter((answer) => answer.json.data.hidden === undefined);
    expect(shown).toHaveLength(1);
    expect(answers.filter((answer) => answer.json.data.hidden?.contact === 'DAILY_CAP')).toHaveLength(rest.length - 1);
    expect(await revealsOf(racer)).toHaveLength(CAP);
  });
});

describe('every other answer that carries contacts', () => {
  it('counts the interests lists, the accepted tab included, with the details page', async () => {
    const viewer = await man('Capinterests');
    const women = [await accepted(viewer), await accepted(viewer), await accepted(viewer), await accepted(viewer)];
    const items = (await tab(viewer, 'accepted')).items as { profile: { id: string; hidden?: { contact?: string } } }[];
    expect(items).toHaveLength(4);
    const shown = items.filter((item) => !item.profile.hidden);
    const capped = items.filter((item) => item.profile.hidden?.contact === 'DAILY_CAP');
    expect([shown.length, capped.length]).toEqual([CAP, 1]);
    const withheld = women.find((her) => her.id === capped[0]!.profile.id)!;
    expect(leaked(items, withheld)).toEqual([]);
    // Read again, the same ones open and the same one withheld.
    const again = (await tab(viewer, 'accepted')).items as { profile: { id: string; hidden?: { contact?: string } } }[];
    expect(again.find((item) => item.profile.id === withheld.id)!.profile.hidden?.contact).toBe('DAILY_CAP');
    expect(again.filter((item) => !item.profile.hidden).map((item) => item.profile.id)).toEqual(shown.map((item) => item.profile.id));
    expect((await details(viewer, withheld)).json.data.hidden.contact).toBe('DAILY_CAP');
    expect(await revealsOf(viewer)).toHaveLength(CAP);
    // The other side counts on her own.
    const her = women[0]!;
    const hers = (await tab(her, 'accepted')).items;
    expect(hers[0].profile.hidden).toBeUndefined();
    expect(await revealsOf(her)).toHaveLength(1);
  });

  it('counts the biodata PDF with the details page, and leaves the contacts out of it past the cap', async () => {
    const viewer = await man('Capbiodata');
    const women = [await woman(), await woman(), await woman(), await woman()];
    const pdfOf = async (her: Woman) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/profiles/${her.id}/biodata/pdf?language=en`,
        headers: { authorization: `Bearer ${viewer.token}` },
      });
      expect(res.statusCode).toBe(200);
      return pdfWords(res.rawPayload);
    };
    for (const her of women.slice(0, CAP - 1)) expect((await details(viewer, her)).json.data.hidden).toBeUndefined();
    expect(await pdfOf(women[CAP - 1]!)).toContain(women[CAP - 1]!.mobileNumber);
    const over = await pdfOf(women[CAP]!);
    expect(women[CAP]!.secrets.filter((secret) => over.includes(secret))).toEqual([]);
    expect(await revealsOf(viewer)).toHaveLength(CAP);
  });

  it('are never carried by lists of members (listing, favourites), so browsing spends nothing', async () => {
    const viewer = await man('Caplists');
    const her = await woman();
    const listing = await t.call('/user/getProfile', { token: viewer.token, body: { page: 1, fullName: 'Capwoman' } });
    expect(listing.status).toBe(200);
    const card = listing.json.data.userData.find((user: { id: string }) => user.id === her.id);
    expect(card.hidden).toEqual({ contact: 'DETAILS_PAGE' });
    expect(leaked(listing.json, her)).toEqual([]);
    expect((await t.call('/user/favourites', { token: viewer.token, body: { userId: her.id } })).status).toBe(200);
    const favourites = await t.call('/user/favourites', { token: viewer.token });
    expect(leaked(favourites.json, her)).toEqual([]);
    expect(await revealsOf(viewer)).toHaveLength(0);
  });

  it('are never in the data download, which names other members only by a pseudonym', async () => {
    const viewer = await man('Capdownload');
    const her = await accepted(viewer, 'MEMBERS');
    expect((await details(viewer, her)).json.data.hidden).toBeUndefined();
    const res = await t.app.inject({ method: 'GET', url: '/api/user/myData', headers: { authorization: `Bearer ${viewer.token}` } });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const text = Object.entries(files)
      .filter(([name]) => name.endsWith('.json'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(text).toContain('profile-1');
    expect(her.secrets.filter((secret) => text.includes(secret))).toEqual([]);
  });
});

describe('the flag for the administrators', () => {
  it('rises when the cap is reached on 3 of the last 7 India days, with the counts the admin reads', async () => {
    const viewer = await man('Capflag');
    const women = [await woman(), await woman(), await woman(), await woman()];
    // Two days of the week already spent to the cap, and one older, outside the week.
    await t.db.insert(limitHits).values([
      { userId: viewer.id, kind: 'CONTACT_REVEALS', day: daysAgo(2) },
      { userId: viewer.id, kind: 'CONTACT_REVEALS', day: daysAgo(8) },
    ]);
    for (const her of women) await details(viewer, her);
    let limits = await limitsOf(viewer);
    expect(limits).toMatchObject({
      flagged: false,
      contactReveals: { today: CAP, week: CAP, perDay: CAP, flagged: false, capDays: [{ day: todayInIndia() }, { day: daysAgo(2) }] },
      scraping: { flagged: false, hits: [] },
    });
    // Hits again the same day add to the day, not to the days.
    await details(viewer, women[CAP]!);
    expect((await limitsOf(viewer)).contactReveals.capDays[0]).toEqual({ day: todayInIndia(), hits: 2 });
    const flaggedBefore = (await t.call('/admin/limits/flagged', { token: adminToken })).json.data;
    expect(flaggedBefore.items.map((item: { user: { id: string } }) => item.user.id)).not.toContain(viewer.id);

    await t.db.insert(limitHits).values({ userId: viewer.id, kind: 'CONTACT_REVEALS', day: daysAgo(5) });
    limits = await limitsOf(viewer);
    expect(limits).toMatchObject({ flagged: true, contactReveals: { flagged: true } });
    expect(limits.contactReveals.capDays.map((day: { day: string }) => day.day)).toEqual([todayInIndia(), daysAgo(2), daysAgo(5)]);
    // The week's reveals count every day of it.
    await nextDay(viewer);
    expect((await limitsOf(viewer)).contactReveals).toMatchObject({ today: 0, week: CAP });

    const flagged = (await t.call('/admin/limits/flagged', { token: adminToken })).json.data;
    expect(flagged.contactCap).toBe(flaggedBefore.contactCap + 1);
    const item = flagged.items.find((each: { user: { id: string } }) => each.user.id === viewer.id);
    expect(item).toMatchObject({ kinds: ['CONTACT_REVEALS'], user: { id: viewer.id, mobileNumber: viewer.mobileNumber } });
  });

  it('is read by administrators only, and an unknown member is not found', async () => {
    const viewer = await man('Capnosy');
    expect((await t.call(`/admin/users/${viewer.id}/limits`, { token: viewer.token })).status).toBe(401);
    expect((await t.call('/admin/limits/flagged', { token: viewer.token })).status).toBe(401);
    const unknown = await t.call('/admin/users/00000000-0000-4000-8000-000000000000/limits', { token: adminToken });
    expect([unknown.status, unknown.json.data.code]).toEqual([404, 'USER_NOT_FOUND']);
    expect((await t.call('/admin/users/not-an-id/limits', { token: adminToken })).status).toBe(404);
    const rows = await t.db
      .select()
      .from(limitHits)
      .where(and(eq(limitHits.userId, viewer.id), eq(limitHits.kind, 'CONTACT_REVEALS')));
    expect(rows).toHaveLength(0);
  });
});
