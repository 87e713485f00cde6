import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInstant } from '../../../src/web/lib/format.js';
import { startE2E, type E2E } from '../support/harness.js';
import { addPhoto, checkA11y, createMember, signedInPage } from './member-fixtures.js';

/**
 * Past the daily cap on contact reveals (docs/decisions/0046-contact-cap-and-scraping.md) the
 * details page withholds the contacts and says, in the reader's language, when they are shown
 * again: midnight in India, written as the app writes every date and time.
 */
describe('contact details past the daily cap', () => {
  let e2e: E2E;
  let viewerToken: string;
  let shown: { id: string; mobile: string };
  let capped: { id: string; mobile: string };

  async function sharingWoman(firstName: string, dateOfBirth: string) {
    const member = await createMember(e2e, { firstName, lastName: 'Mali', gender: 'Female', dateOfBirth });
    const chosen = await e2e.api('/user/settings/privacy', { contactVisibility: 'MEMBERS' }, member.token);
    expect(chosen.success, JSON.stringify(chosen)).toBe(true);
    const info = await e2e.api('/user/info', undefined, member.token);
    return { id: info.data.id as string, mobile: member.mobile };
  }

  beforeAll(async () => {
    e2e = await startE2E({ env: { CONTACT_REVEALS_PER_DAY: '1' } });
    const viewer = await createMember(e2e, { firstName: 'Vikas', lastName: 'Mali', gender: 'Male', dateOfBirth: '1990-02-02' });
    viewerToken = viewer.token;
    // A member without a photo is sent to add one before any profile.
    await addPhoto(e2e, viewerToken);
    shown = await sharingWoman('Meera', '1994-04-04');
    capped = await sharingWoman('Nisha', '1995-05-05');
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  async function open(id: string, name: string, width: number, language: 'en' | 'hi' | 'mr' = 'en'): Promise<Page> {
    const page = await signedInPage(e2e, viewerToken, width, language);
    await page.goto(`/details?id=${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    return page;
  }

  it('shows the first member of the day her contacts', async () => {
    const page = await open(shown.id, 'Meera Ramesh Mali', 1280);
    expect(await page.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe(`tel:${shown.mobile}`);
    await page.context().close();
  });

  it.each(['en', 'hi', 'mr'] as const)(
    'says in %s when the next member’s contacts are shown again, and shows none of them',
    async (language) => {
      const texts = JSON.parse(readFileSync(new URL(`../../../src/web/locales/${language}/privacy.json`, import.meta.url), 'utf8'));
      const details = await e2e.api(`/user/profiles/${capped.id}`, undefined, viewerToken);
      expect(details.data.hidden.contact).toBe('DAILY_CAP');
      const time = formatInstant(details.data.hidden.contactUntil, language)!;
      expect(time).toMatch(/12:00/);
      for (const width of [360, 1280]) {
        const page = await open(capped.id, 'Nisha Ramesh Mali', width, language);
        await page.getByText((texts.contact.DAILY_CAP as string).replace('{{time}}', time)).waitFor();
        expect(await page.getByRole('link', { name: 'Call Now' }).count()).toBe(0);
        expect(await page.content()).not.toContain(capped.mobile);
        if (language === 'en') await checkA11y(e2e, page);
        await e2e.screenshot(page, `member-${width}-details-contact-cap-${language}`);
        await page.context().close();
      }
    },
  );
});
