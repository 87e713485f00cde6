import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunaMilan } from '../../contract/horoscope/guna-milan.js';
import { moonSignCode } from '../../contract/horoscope/moon-signs.js';
import { approve, registerMember, userDetails, type GroupOverrides, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { users } from '../db/schema.js';

let t: TestApp;

const save = (
  member: Member,
  basic: GroupOverrides['basicDetails'],
  family: GroupOverrides['familyDetails'] = {},
  gender: 'Male' | 'Female' = 'Female',
) =>
  t.call('/user/updateUser', {
    token: member.token,
    body: { age: 0, userDetails: userDetails({ gender }, { basicDetails: basic, familyDetails: family }) },
  });
const stored = async (member: Member) => {
  const [row] = await t.db.select({ details: users.userDetails, moonSign: users.moonSign }).from(users).where(eq(users.id, member.id));
  return row!;
};
const issuePath = (json: unknown) => (json as { data: { issues?: { path: string; message: string }[] } }).data.issues;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('horoscope and community fields', () => {
  it('keeps charan, manglik, diet and the community fields, and stores a named rashi and nakshatra by their keys', async () => {
    const member = await registerMember(t);
    const res = await save(
      member,
      { rashi: 'वृषभ', nakshatra: 'Rohini', charan: '2', manglik: 'partial', diet: 'vegetarian' },
      {
        gotra: 'Kashyap',
        devak: 'पंचपल्लव',
        kuldaivat: 'खंडोबा, जेजुरी',
        nativePlace: 'Saswad',
        maternalUncleName: 'Arvind Bhujbal',
        maternalUncleVillage: 'Sinnar',
        marriedBrothers: '1',
        marriedSisters: 0,
      },
    );
    expect(res.status).toBe(200);
    const { details, moonSign } = await stored(member);
    const { basicDetails, familyDetails } = details as { basicDetails: Record<string, unknown>; familyDetails: Record<string, unknown> };
    expect(basicDetails).toMatchObject({ rashi: 'vrishabha', nakshatra: 'rohini', charan: 2, manglik: 'partial', diet: 'vegetarian' });
    expect(familyDetails).toMatchObject({
      gotra: 'Kashyap',
      devak: 'पंचपल्लव',
      kuldaivat: 'खंडोबा, जेजुरी',
      marriedBrothers: 1,
      marriedSisters: 0,
    });
    expect(moonSign).toBe(moonSignCode('vrishabha', 'rohini'));
    // The member's own record carries them back, as stored.
    const info = await t.call('/user/info', { token: member.token });
    expect(info.json.data.userDetails.basicDetails.charan).toBe(2);
    expect(info.json.data.userDetails.familyDetails.maternalUncleVillage).toBe('Sinnar');
  });

  it('refuses a rashi that the nakshatra and charan do not fall in, naming the field, and changes nothing', async () => {
    const member = await registerMember(t);
    expect((await save(member, { rashi: 'Mesha', nakshatra: 'Ashwini', charan: '1' })).status).toBe(200);
    const before = await stored(member);
    // Krittika spans Mesha (charan 1) and Vrishabha (2–4).
    const wrongCharan = await save(member, { rashi: 'Mesha', nakshatra: 'Krittika', charan: '3' });
    expect(wrongCharan.status).toBe(400);
    expect(issuePath(wrongCharan.json)).toContainEqual(expect.objectContaining({ path: 'body.userDetails.basicDetails.rashi' }));
    const wrongRashi = await save(member, { rashi: 'Kanya', nakshatra: 'Rohini' });
    expect(wrongRashi.status).toBe(400);
    expect(issuePath(wrongRashi.json)).toContainEqual(expect.objectContaining({ path: 'body.userDetails.basicDetails.rashi' }));
    const charanAlone = await save(member, { rashi: '', nakshatra: '', charan: '2' });
    expect(charanAlone.status).toBe(400);
    expect(issuePath(charanAlone.json)).toContainEqual(expect.objectContaining({ path: 'body.userDetails.basicDetails.nakshatra' }));
    expect(await stored(member)).toEqual(before);
    // A nakshatra across two rashis without a charan may take either.
    expect((await save(member, { rashi: 'Mesha', nakshatra: 'Krittika', charan: '' })).status).toBe(200);
    expect((await save(member, { rashi: 'Vrishabha', nakshatra: 'Krittika', charan: '' })).status).toBe(200);
  });

  it('refuses unknown choices and out-of-range counts with a 400', async () => {
    const member = await registerMember(t);
    for (const [basic, family] of [
      [{ manglik: 'sometimes' }, {}],
      [{ diet: 'fruitarian' }, {}],
      [{ charan: '5' }, {}],
      [{}, { marriedBrothers: '21' }],
      [{}, { marriedSisters: 'two' }],
    ] as const) {
      const res = await save(member, { rashi: 'Mesha', nakshatra: 'Ashwini', ...basic }, family);
      expect(res.status, JSON.stringify([basic, family])).toBe(400);
    }
    expect((await stored(member)).details).toBeNull();
  });

  it('keeps SPEC free text it cannot read as typed, with no moon sign', async () => {
    const member = await registerMember(t);
    expect((await save(member, { rashi: 'not sure', nakshatra: 'ask my aunt' })).status).toBe(200);
    const { details, moonSign } = await stored(member);
    expect((details as { basicDetails: Record<string, unknown> }).basicDetails).toMatchObject({
      rashi: 'not sure',
      nakshatra: 'ask my aunt',
    });
    expect(moonSign).toBeNull();
  });
});

describe('profiles saved before keys', () => {
  const typedAsBefore = async (member: Member, rashi: string, nakshatra: string) => {
    const [row] = await t.db.select({ details: users.userDetails }).from(users).where(eq(users.id, member.id));
    const details = row!.details as { basicDetails: Record<string, unknown> };
    await t.db
      .update(users)
      .set({ userDetails: { ...details, basicDetails: { ...details.basicDetails, rashi, nakshatra } } })
      .where(eq(users.id, member.id));
  };

  it('migration 0025 rewrites every readable spelling to its key, and the biodata then shows it translated', async () => {
    const seeded = await registerMember(t);
    const unreadable = await registerMember(t);
    expect((await save(seeded, { rashi: 'Mesha', nakshatra: 'Krittika', charan: '1' })).status).toBe(200);
    expect((await save(unreadable, {})).status).toBe(200);
    // As the seed wrote them, and the API before it stored keys.
    await typedAsBefore(seeded, 'Mesh ', 'Krutika.');
    await typedAsBefore(unreadable, 'not sure', 'Mrugashira');

    const migration = readFileSync(new URL('../db/migrations/0025_horoscope-keys.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(statement);

    const basic = async (member: Member) => ((await stored(member)).details as { basicDetails: Record<string, unknown> }).basicDetails;
    expect(await basic(seeded)).toMatchObject({ rashi: 'mesha', nakshatra: 'krittika', charan: 1 });
    // Each field on its own: the readable nakshatra becomes its key, the unreadable rashi stays as typed.
    expect(await basic(unreadable)).toMatchObject({ rashi: 'not sure', nakshatra: 'mrigashira' });
    expect((await stored(seeded)).moonSign).toBe(moonSignCode('mesha', 'krittika'));
    const after = (await t.call('/user/biodata?language=mr', { token: seeded.token })).json.data;
    const rows = Object.fromEntries(
      after.sections.flatMap((s: { rows: { key: string; value: string }[] }) => s.rows.map((r) => [r.key, r.value])),
    );
    expect(rows).toMatchObject({ rashi: 'मेष', nakshatra: 'कृत्तिका', gana: 'राक्षस' });
  });

  it('lists in the migration exactly the spellings the contract reads', async () => {
    const { RASHI_SPELLINGS, NAKSHATRA_SPELLINGS } = await import('../../contract/horoscope/spellings.js');
    const { parseNakshatra, parseRashi } = await import('../../contract/horoscope/parse.js');
    const migration = readFileSync(new URL('../db/migrations/0025_horoscope-keys.sql', import.meta.url), 'utf8');
    const [rashis = '', nakshatras = ''] = migration.split('--> statement-breakpoint');
    const pairs = (sql: string) => [...sql.matchAll(/\('([^']+)', '([a-z-]+)'\)/g)].map(([, spelling, key]) => [spelling!, key!] as const);
    for (const [spelling, key] of pairs(rashis)) expect(parseRashi(spelling), spelling).toBe(key);
    for (const [spelling, key] of pairs(nakshatras)) expect(parseNakshatra(spelling), spelling).toBe(key);
    // And none is missing: each spelling, written as the parser compares it (case, spaces, hyphens and dots dropped).
    const compared = (text: string) =>
      text
        .normalize('NFC')
        .toLowerCase()
        .replace(/[\s\-_.]+/g, '');
    const every = (spellings: Record<string, readonly string[]>) =>
      new Set(Object.entries(spellings).flatMap(([key, others]) => [key, ...others].map(compared)));
    expect(new Set(pairs(rashis).map(([spelling]) => spelling))).toEqual(every(RASHI_SPELLINGS));
    expect(new Set(pairs(nakshatras).map(([spelling]) => spelling))).toEqual(every(NAKSHATRA_SPELLINGS));
  });
});

describe('guna milan', () => {
  let groom: Member;
  let bride: Member;
  let brideNoHoroscope: Member;

  beforeAll(async () => {
    groom = await registerMember(t, {
      details: userDetails(
        { gender: 'Male', firstName: 'Rahul' },
        { basicDetails: { rashi: 'Mesha', nakshatra: 'Ashwini', manglik: 'yes' } },
      ),
    });
    bride = await registerMember(t, {
      details: userDetails(
        { gender: 'Female', firstName: 'Sneha' },
        { basicDetails: { rashi: 'Karka', nakshatra: 'Pushya', manglik: 'no' } },
      ),
    });
    brideNoHoroscope = await registerMember(t, {
      details: userDetails({ gender: 'Female', firstName: 'Asha' }, { basicDetails: { rashi: '', nakshatra: '' } }),
    });
    await approve(t, groom.id, bride.id, brideNoHoroscope.id);
  });

  it('shows each koota, the total and the doshas on the details page, from either side', async () => {
    const expected = gunaMilan(
      { rashi: 'mesha', nakshatra: 'ashwini' },
      { rashi: 'karka', nakshatra: 'pushya' },
      { groom: 'yes', bride: 'no' },
    );
    const seenByGroom = await t.call(`/user/profiles/${bride.id}`, { token: groom.token });
    expect(seenByGroom.status).toBe(200);
    const match = seenByGroom.json.data.gunaMilan;
    expect(match).toMatchObject({ viewerSide: 'groom', total: expected.total, max: 36 });
    expect(match.kootas.map((k: { koota: string }) => k.koota)).toEqual([
      'varna',
      'vashya',
      'tara',
      'yoni',
      'grahaMaitri',
      'gana',
      'bhakoot',
      'nadi',
    ]);
    expect(match.kootas.reduce((sum: number, k: { points: number }) => sum + k.points, 0)).toBe(expected.total);
    expect(match.doshas).toContainEqual({ dosha: 'manglik' });
    const seenByBride = await t.call(`/user/profiles/${groom.id}`, { token: bride.token });
    expect(seenByBride.json.data.gunaMilan).toMatchObject({ viewerSide: 'bride', total: expected.total });
  });

  it('leaves it out when either side gave no rashi and nakshatra', async () => {
    const res = await t.call(`/user/profiles/${brideNoHoroscope.id}`, { token: groom.token });
    expect(res.status).toBe(200);
    expect(res.json.data.gunaMilan).toBeUndefined();
  });

  it('filters the listing by guna milan with the viewer, and refuses the filter to a viewer without a moon sign', async () => {
    const total = gunaMilan({ rashi: 'mesha', nakshatra: 'ashwini' }, { rashi: 'karka', nakshatra: 'pushya' }).total;
    const ids = async (gunaMin: number) => {
      const res = await t.call('/user/getProfile', { token: groom.token, body: { page: 1, gunaMin } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return (res.json.data.userData as { id: string }[]).map((u) => u.id);
    };
    // Totals may end in a half (tara gives 1.5 each way); the filter takes whole numbers.
    const whole = Math.floor(total);
    expect(await ids(whole)).toContain(bride.id);
    expect(await ids(whole)).not.toContain(brideNoHoroscope.id);
    if (whole < 36) expect(await ids(whole + 1)).not.toContain(bride.id);
    // 0 is no filter at all.
    expect(await ids(0)).toEqual(expect.arrayContaining([bride.id, brideNoHoroscope.id]));
    const viewerWithout = await t.call('/user/getProfile', { token: brideNoHoroscope.token, body: { page: 1, gunaMin: 18 } });
    expect(viewerWithout.status).toBe(400);
    expect(viewerWithout.json.data.code).toBe('GUNA_MILAN_UNAVAILABLE');
    for (const gunaMin of [37, -1, 'many', 2.5]) {
      expect((await t.call('/user/getProfile', { token: groom.token, body: { page: 1, gunaMin } })).status, String(gunaMin)).toBe(400);
    }
  });

  it('moves a profile in or out of the filter as soon as its moon sign changes', async () => {
    const total = Math.floor(gunaMilan({ rashi: 'mesha', nakshatra: 'ashwini' }, { rashi: 'karka', nakshatra: 'pushya' }).total);
    const listed = async () =>
      (
        (await t.call('/user/getProfile', { token: groom.token, body: { page: 1, gunaMin: total } })).json.data.userData as { id: string }[]
      ).some((u) => u.id === brideNoHoroscope.id);
    expect(await listed()).toBe(false);
    const res = await t.call('/user/updateUser', {
      token: brideNoHoroscope.token,
      body: {
        age: 0,
        userDetails: userDetails({ gender: 'Female', firstName: 'Asha' }, { basicDetails: { rashi: 'Karka', nakshatra: 'Pushya' } }),
      },
    });
    expect(res.status).toBe(200);
    expect(await listed()).toBe(true);
  });
});
