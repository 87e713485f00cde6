import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { localeText } from '../languages/latin-words.js';
import { addPhoto, checkA11y, createMember, openAccountMenu, settle, signedInPage } from './member-fixtures.js';

/**
 * How complete a member's own profile is, at phone width: in the account menu and on the profile
 * form, with the next three things to add. The shared test profile has the required fields (25),
 * a photo (20), occupation and income (5), one partner preference of three (5), a rashi without
 * nakshatra or manglik (5) and of the family only the brothers (2.5): 62.5, shown as 63.
 */
describe('profile completeness', () => {
  let e2e: E2E;
  let token: string;

  beforeAll(async () => {
    e2e = await startE2E();
    ({ token } = await createMember(e2e, { firstName: 'Rahul', lastName: 'Mali', gender: 'Male', dateOfBirth: '1993-01-20' }));
    await addPhoto(e2e, token);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  for (const language of ['hi', 'mr'] as const) {
    const tx = (key: string) => localeText(language, 'member', key);
    it(`shows the share filled in the account menu and on the profile, with what to add next (${language})`, async () => {
      const page = await signedInPage(e2e, token, 360, language);
      await page.goto('/home');
      await openAccountMenu(page, tx('account.menu'));
      const menu = page.getByRole('menu');
      await menu.getByText(tx('completeness.menu').replace('{{percent}}', '63')).waitFor();
      expect(await menu.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('63');
      await settle(page);
      await e2e.screenshot(page, `completeness-360-${language}-menu`);
      await page.keyboard.press('Escape');

      await page.goto('/updateProfile');
      const meter = page.getByRole('region', { name: tx('completeness.title').replace('{{percent}}', '63') });
      await meter.waitFor();
      const next = meter.getByRole('link');
      expect(await next.allInnerTexts()).toEqual(['family', 'preferences', 'horoscope'].map((part) => tx(`completeness.parts.${part}`)));
      expect(await next.first().getAttribute('href')).toBe('#family-legend');
      await checkA11y(e2e, page);
      await e2e.screenshot(page, `completeness-360-${language}`);
      // The link takes the member to the family group of the form.
      await next.first().click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#family-legend');
      await page.context().close();
    });
  }
});
