import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDateAndTime, startOfTodayInIndia } from '../../../src/contract/dates.js';
import { limitHits } from '../../../src/server/db/schema.js';
import { startE2E, type E2E } from '../support/harness.js';
import { settled, signIn } from './admin-pages.js';
import { ADMIN_LOGIN, createMember, type Member } from './factories.js';

const daysAgo = (days: number) => indiaDateAndTime(new Date(startOfTodayInIndia().getTime() - days * 86_400_000)).date;

/**
 * The flags the contact cap and the scraping limits raise (docs/decisions/0046-contact-cap-and-scraping.md),
 * as the back office shows them: counted and listed on the home page, each account's reveals,
 * cap days and waits on its page.
 */
describe('accounts flagged by the limits', () => {
  let e2e: E2E;
  let broker: Member;

  beforeAll(async () => {
    e2e = await startE2E({ admin: { ...ADMIN_LOGIN, name: 'Asha Kale' }, env: { CONTACT_REVEALS_PER_DAY: '1' } });
    broker = await createMember(e2e, { firstName: 'Bharat', lastName: 'Dalal', gender: 'Male' });
    const women = [
      await createMember(e2e, { firstName: 'Kiran', lastName: 'Mali', gender: 'Female' }),
      await createMember(e2e, { firstName: 'Lata', lastName: 'Mali', gender: 'Female' }),
    ];
    for (const member of [broker, ...women]) await e2e.approve(member.mobileNumber);
    for (const her of women) await e2e.api('/user/settings/privacy', { contactVisibility: 'MEMBERS' }, her.token);
    // Today: one member's contacts seen, the next withheld by the cap.
    for (const her of women) await e2e.api(`/user/profiles/${her.id}`, undefined, broker.token);
    // Two more days of the week at the cap, and three waits asked of it.
    await e2e.running.database.db.insert(limitHits).values([
      { userId: broker.id, kind: 'CONTACT_REVEALS', day: daysAgo(1) },
      { userId: broker.id, kind: 'CONTACT_REVEALS', day: daysAgo(4) },
      { userId: broker.id, kind: 'SCRAPING', day: daysAgo(2), hits: 3 },
    ]);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  async function home(width: number): Promise<Page> {
    const page = await e2e.newPage({ width });
    await signIn(page);
    await page.getByRole('heading', { name: 'Accounts flagged by the limits' }).waitFor();
    return page;
  }

  it.each([360, 1280])('are counted and listed on the home page, and open to their page, at %i px', async (width) => {
    const page = await home(width);
    const section = page.getByRole('region', { name: 'Accounts flagged by the limits' });
    await section.getByRole('link', { name: broker.fullName }).waitFor();
    expect(await section.getByText('Contact limit', { exact: true }).count()).toBe(1);
    expect(await section.getByText('Browsing too fast', { exact: true }).count()).toBe(1);
    await settled(page);
    await e2e.checkA11y(page);
    await e2e.screenshot(page, `admin-${width}-home-flagged-accounts`);

    await section.getByRole('link', { name: broker.fullName }).click();
    await page.getByRole('heading', { level: 1, name: broker.fullName }).waitFor();
    const limits = page.getByRole('region', { name: 'Contact reveals and limits' });
    await limits
      .getByText('Flagged: reached the daily contact limit on 3 of the last 7 days. It may be harvesting phone numbers.')
      .waitFor();
    await limits.getByText('Flagged: asked to slow down 3 times in the last 7 days. It may be copying profiles.').waitFor();
    await limits.getByText('1 of 1').waitFor();
    await settled(page);
    await e2e.checkA11y(page);
    await e2e.screenshot(page, `admin-${width}-user-limit-flags`);
    await page.context().close();
  });
});
