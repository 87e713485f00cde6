import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, userDetails, type GroupOverrides, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { preferencesOf } from '../../contract/preference-keys.js';
import { users } from '../db/schema.js';
import { subscriptionTerms } from '../payments/subscription.js';
import { requireUser } from '../users/require-user.js';
import { matchViewerOf, rankMatches } from './repository.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const thisYear = new Date().getFullYear();
/** Born on 1 January, so the age is the same all year. */
const aged = (years: number) => `${thisYear - years}-01-01`;
const bride = (firstName: string, years: number, groups: GroupOverrides = {}) =>
  approvedMember(t, userDetails({ gender: 'Female', firstName, dateOfBirth: aged(years) }, groups));
const names = (json: { data: { userData: { userDetails: { personalDetails: { firstName: string } } }[] } }) =>
  json.data.userData.map((profile) => profile.userDetails.personalDetails.firstName);
const listing = (member: Member, body: object) => t.call('/user/getProfile', { token: member.token, body: { page: 1, ...body } });

describe('matches for you', () => {
  let groom: Member;

  beforeAll(async () => {
    // A 30-year-old groom, 5'8", from Nashik, who must have a bride of 24–29 from Pune, and would
    // like a vegetarian.
    groom = await approvedMember(
      t,
      userDetails(
        { gender: 'Male', firstName: 'Kiran', dateOfBirth: aged(30), city: 'Nashik' },
        {
          basicDetails: { height: `5'8"`, income: 900000 },
          addressDetails: { district: 'Nashik' },
          partnerpreferences: {
            age: { min: 24, max: 29, must: true },
            place: { districts: ['Pune'], must: true },
            diet: { anyOf: ['vegetarian'] },
          },
        },
      ),
    );
    // Oldest first: the newest comes first among equal scores.
    await bride('Bhakti', 27, { basicDetails: { diet: 'non-vegetarian' } });
    await bride('Asha', 27, { basicDetails: { diet: 'vegetarian' } });
    await bride('Chitra', 35, { basicDetails: { diet: 'vegetarian' } });
    await bride('Deepa', 27, { basicDetails: { diet: 'vegetarian' }, addressDetails: { district: 'Nashik', city: 'Nashik' } });
    // Wants a groom earning 20 lakh, as a must: Kiran does not.
    await bride('Esha', 26, { basicDetails: { diet: 'vegetarian' }, partnerpreferences: { income: { min: 2000000, must: true } } });
    // Wants a groom of 5'6" or taller, which Kiran is, and one from Nashik, which he is.
    await bride('Falguni', 28, {
      basicDetails: { diet: 'vegetarian' },
      partnerpreferences: { height: { min: `5'6"` }, place: { districts: ['Nashik'], must: true } },
    });
  });

  it('keeps profiles that meet every must-have both ways, best mutual score first, newest first among equals', async () => {
    const res = await listing(groom, { view: 'matches' });
    expect(res.status).toBe(200);
    // Falguni: 3 of his (age, place, diet) and 2 of hers; Asha 3 and 0; Bhakti 2 and 0.
    expect(names(res.json)).toEqual(['Falguni', 'Asha', 'Bhakti']);
    expect(res.json.data).toMatchObject({ count: 3, hasMore: false, page: 1, nextCursor: null });
    // The plain listing keeps everyone, newest first: must-haves keep no one out of it.
    expect(names((await listing(groom, {})).json)).toEqual(['Falguni', 'Esha', 'Deepa', 'Chitra', 'Asha', 'Bhakti']);
  });

  it('keeps and orders by the same rule the score call counts with (the SQL and the contract agree)', async () => {
    const everyone = (await listing(groom, {})).json.data.userData.map((profile: { id: string }) => profile.id);
    const kept = (await listing(groom, { view: 'matches' })).json.data.userData.map((profile: { id: string }) => profile.id);
    const scored = (await t.call('/user/match-scores', { token: groom.token, body: { ids: everyone } })).json.data.scores as {
      id: string;
      match: { yours: { met: number; mustUnmet: number }; theirs: { met: number; mustUnmet: number } };
    }[];
    const byId = new Map(scored.map((score) => [score.id, score.match]));
    // Kept: exactly those with no must-have unmet either way.
    expect(new Set(kept)).toEqual(
      new Set(everyone.filter((id: string) => byId.get(id)!.yours.mustUnmet + byId.get(id)!.theirs.mustUnmet === 0)),
    );
    // Ordered by preferences met both ways, best first.
    const totals = kept.map((id: string) => byId.get(id)!.yours.met + byId.get(id)!.theirs.met);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => b - a));
    expect(new Set(totals).size).toBeGreaterThan(1);
  });

  it('applies the listing’s filters, search and privacy rules', async () => {
    expect(names((await listing(groom, { view: 'matches', fullName: 'asha' })).json)).toEqual(['Asha']);
    expect(names((await listing(groom, { view: 'matches', age: '18-27' })).json)).toEqual(['Asha', 'Bhakti']);
    // Every bride earns the factory's 4.5 lakh: an income range narrows the same kept ranking.
    expect(names((await listing(groom, { view: 'matches', income: '400000-500000' })).json)).toEqual(['Falguni', 'Asha', 'Bhakti']);
    expect(names((await listing(groom, { view: 'matches', income: '500000-800000' })).json)).toEqual([]);
    // A bride who blocks him, or pauses her profile, is in nobody's matches.
    const [asha] = await t.db.select({ id: users.id }).from(users).where(eq(users.fullName, 'Asha Ramesh Phule'));
    const blocker = await bride('Gauri', 25, { basicDetails: { diet: 'vegetarian' } });
    expect(names((await listing(groom, { view: 'matches' })).json)).toContain('Gauri');
    expect((await t.call('/user/blocks', { token: blocker.token, body: { userId: groom.id } })).status).toBe(200);
    expect(names((await listing(groom, { view: 'matches' })).json)).not.toContain('Gauri');
    await t.db.update(users).set({ pausedAt: new Date() }).where(eq(users.id, asha!.id));
    expect(names((await listing(groom, { view: 'matches' })).json)).toEqual(['Falguni', 'Bhakti']);
    await t.db.update(users).set({ pausedAt: null }).where(eq(users.id, asha!.id));
  });

  it('finds nothing when the filters leave no room for a must-have age, and keeps what the table alone knows', async () => {
    // He must have 24–29: a search of 18–23 or 30–40 can find no one (Chitra, 35, fails his must-have).
    for (const age of ['18-23', '30-40']) {
      const res = await listing(groom, { view: 'matches', age });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ count: 0, userData: [], hasMore: false });
    }
    // "Verified only" is read from the table, not the matches index: only Falguni is verified.
    const [falguni] = await t.db.select({ id: users.id }).from(users).where(eq(users.fullName, 'Falguni Ramesh Phule'));
    expect(falguni).toBeDefined();
    await t.db.update(users).set({ identityVerifiedAt: new Date() }).where(eq(users.id, falguni!.id));
    expect(names((await listing(groom, { view: 'matches', verifiedOnly: true })).json)).toEqual(['Falguni']);
    expect(names((await listing(groom, { view: 'matches', verifiedOnly: true, fullName: 'falg' })).json)).toEqual(['Falguni']);
    expect(names((await listing(groom, { view: 'matches', verifiedOnly: true, fullName: 'asha' })).json)).toEqual([]);
    await t.db.update(users).set({ identityVerifiedAt: null }).where(eq(users.id, falguni!.id));
  });

  it('looks among the newest listed profiles only, as far as its bounds say', async () => {
    const self = await requireUser(t.db, groom.id);
    const viewer = matchViewerOf(self, preferencesOf(self.userDetails), 30);
    const rank = (bounds: { scan: number; window: number }) =>
      rankMatches(t.db, viewer, { gender: 'Female' }, subscriptionTerms(t.config), bounds).then((ranked) =>
        ranked.map((match) => match.id),
      );
    const hema = await bride('Hema', 26, { basicDetails: { diet: 'vegetarian' } });
    const all = await rank({ scan: 1000, window: 300 });
    expect(all.length).toBeGreaterThanOrEqual(3);
    // Looking at the newest listed bride only: Hema, who passes.
    expect(await rank({ scan: 1, window: 300 })).toEqual([hema.id]);
    // ... and of everything that passes, the window's newest, ranked.
    const window = await rank({ scan: 1000, window: 2 });
    expect(window).toHaveLength(2);
    expect(all).toEqual(expect.arrayContaining(window));
  });

  it('follows the viewer’s own preferences as soon as they change', async () => {
    const kiran = userDetails(
      { gender: 'Male', firstName: 'Kiran', dateOfBirth: aged(30), city: 'Nashik' },
      { basicDetails: { height: `5'8"`, income: 900000 }, addressDetails: { district: 'Nashik' } },
    );
    // No must-have any more (age and place sent empty): Chitra and Deepa come in; Esha's own
    // must-have still keeps her out.
    kiran.partnerpreferences = {
      PPCaste: 'Hindu Mali',
      age: { min: '', max: '' },
      place: { districts: [] },
      diet: { anyOf: ['vegetarian'] },
    };
    expect((await t.call('/user/updateUser', { token: groom.token, body: { age: 0, userDetails: kiran } })).status).toBe(200);
    const after = names((await listing(groom, { view: 'matches' })).json);
    expect(after).toEqual(expect.arrayContaining(['Chitra', 'Deepa', 'Asha', 'Falguni']));
    expect(after).not.toContain('Esha');
    expect(after[0]).toBe('Falguni');
  });

  it('refuses an unknown view with a 400', async () => {
    expect((await listing(groom, { view: 'best' })).status).toBe(400);
  });
});
