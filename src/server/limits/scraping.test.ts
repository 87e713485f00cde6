import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDateAndTime, startOfTodayInIndia, todayInIndia } from '../../contract/dates.js';
import { approvedMember, signInAdmin, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { limitHits } from '../db/schema.js';

/**
 * Scraping slowed (docs/decisions/0046-contact-cap-and-scraping.md): deep paging and many details
 * pages in a short time are limited per account, whatever the address; an account asked to wait
 * again and again is flagged for the administrators. Small limits here; the defaults are checked
 * against a person's browsing at the end.
 */
const PAGES = 3;
const DETAILS = 4;
let t: TestApp;
let adminToken: string;
let women: Member[];
let serial = 0;

const SHARED_ADDRESS = '203.0.113.50';
const man = async (app: TestApp = t) => {
  serial += 1;
  const firstName = `Scraper${String.fromCharCode(97 + (serial % 26))}${String.fromCharCode(97 + Math.floor(serial / 26))}`;
  return approvedMember(app, userDetails({ gender: 'Male', firstName }));
};
const page = (app: TestApp, viewer: Member, body: Record<string, unknown>) =>
  app.call('/user/getProfile', { token: viewer.token, body, ip: SHARED_ADDRESS });
const details = (app: TestApp, viewer: Member, id: string) => app.call(`/user/profiles/${id}`, { token: viewer.token, ip: SHARED_ADDRESS });
const hitsOf = (viewer: Member) =>
  t.db
    .select()
    .from(limitHits)
    .where(and(eq(limitHits.userId, viewer.id), eq(limitHits.kind, 'SCRAPING')));
const daysAgo = (days: number) => indiaDateAndTime(new Date(startOfTodayInIndia().getTime() - days * 86_400_000)).date;

/** Asked to wait: 429 with the code the web app translates and a Retry-After within the window. */
function expectAskedToWait(res: { status: number; json: { data: { code: string } }; headers: Record<string, unknown> }) {
  expect(res.status).toBe(429);
  expect(res.json.data.code).toBe('BROWSING_TOO_FAST');
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(15 * 60);
}

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: true,
    env: { SCRAPING_PAGES_MAX: String(PAGES), SCRAPING_DETAILS_MAX: String(DETAILS), SCRAPING_WINDOW_MINUTES: '15' },
  });
  adminToken = await signInAdmin(t);
  women = [];
  // More than a page of them, so the listing has a next page.
  for (let i = 0; i < 11; i += 1) women.push(await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Listed' })));
});
afterAll(() => t.close());

describe('deep paging', () => {
  it('asks an account to wait past its pages beyond the first, per account, not per address', async () => {
    const scraper = await man();
    // The first page is every visit's start: never counted.
    for (let i = 0; i < PAGES + 2; i += 1) expect((await page(t, scraper, { page: 1 })).status).toBe(200);
    for (let n = 2; n < 2 + PAGES; n += 1) expect((await page(t, scraper, { page: n })).status).toBe(200);
    const over = await page(t, scraper, { page: 40 });
    expectAskedToWait(over);
    // The first page stays open to it.
    expect((await page(t, scraper, { page: 1 })).status).toBe(200);
    // Another account behind the same address has its own count.
    const neighbour = await man();
    expect((await page(t, neighbour, { page: 2 })).status).toBe(200);
    expect((await page(t, neighbour, { page: 3 })).status).toBe(200);
    // The hit is kept once for the window, however often the account goes on asking.
    expectAskedToWait(await page(t, scraper, { page: 41 }));
    expect(await hitsOf(scraper)).toEqual([expect.objectContaining({ day: todayInIndia(), hits: 1 })]);
    expect(await hitsOf(neighbour)).toEqual([]);
  });

  it('counts pages after a cursor', async () => {
    const scraper = await man();
    const first = await page(t, scraper, { page: 1 });
    const cursor = first.json.data.nextCursor as string;
    expect(cursor).toEqual(expect.any(String));
    for (let i = 0; i < PAGES; i += 1) expect((await page(t, scraper, { page: 1, cursor })).status).toBe(200);
    expectAskedToWait(await page(t, scraper, { page: 1, cursor }));
  });
});

describe('details pages', () => {
  it(`asks an account to wait past ${DETAILS} details pages in the window, per account`, async () => {
    const scraper = await man();
    for (const her of women.slice(0, DETAILS)) expect((await details(t, scraper, her.id)).status).toBe(200);
    expectAskedToWait(await details(t, scraper, women[DETAILS]!.id));
    // Nothing of the profile in the refusal.
    const refused = await details(t, scraper, women[DETAILS + 1]!.id);
    expect(JSON.stringify(refused.json)).not.toContain(women[DETAILS + 1]!.id);
    const neighbour = await man();
    expect((await details(t, neighbour, women[0]!.id)).status).toBe(200);
    expect(await hitsOf(scraper)).toHaveLength(1);
  });
});

describe('the flag for the administrators', () => {
  it('rises after an account is asked to wait 3 times in 7 days', async () => {
    const scraper = await man();
    await t.db.insert(limitHits).values({ userId: scraper.id, kind: 'SCRAPING', day: daysAgo(3) });
    for (const her of women.slice(0, DETAILS + 1)) await details(t, scraper, her.id);
    const before = (await t.call(`/admin/users/${scraper.id}/limits`, { token: adminToken })).json.data;
    expect(before).toMatchObject({
      flagged: false,
      scraping: {
        flagged: false,
        hits: [
          { day: todayInIndia(), hits: 1 },
          { day: daysAgo(3), hits: 1 },
        ],
      },
    });
    // The listing's limit and the details pages' are kept apart: a hit of each.
    for (let n = 2; n < 3 + PAGES; n += 1) await page(t, scraper, { page: n });
    const after = (await t.call(`/admin/users/${scraper.id}/limits`, { token: adminToken })).json.data;
    expect(after).toMatchObject({
      flagged: true,
      scraping: {
        flagged: true,
        hits: [
          { day: todayInIndia(), hits: 2 },
          { day: daysAgo(3), hits: 1 },
        ],
      },
    });
    const flagged = (await t.call('/admin/limits/flagged', { token: adminToken })).json.data;
    expect(flagged.scraping).toBeGreaterThanOrEqual(1);
    expect(flagged.items.find((item: { user: { id: string } }) => item.user.id === scraper.id)).toMatchObject({ kinds: ['SCRAPING'] });
  });
});

describe('a person browsing', () => {
  it('is never limited by the defaults: an evening of pages and profiles', async () => {
    const app = await createTestApp({ rateLimits: true });
    try {
      const person = await man(app);
      for (let n = 1; n <= 30; n += 1) expect((await page(app, person, { page: n })).status).toBe(200);
      const her = await approvedMember(app, userDetails({ gender: 'Female', firstName: 'Reader' }));
      for (let i = 0; i < 60; i += 1) expect((await details(app, person, her.id)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
