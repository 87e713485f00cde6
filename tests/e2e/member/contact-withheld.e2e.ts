import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { addPhoto, checkA11y, createMember, signedInPage } from './member-fixtures.js';

/**
 * A record whose contact details are withheld from the viewer carries the reason
 * (`hidden.contact`): the details page says it where the numbers would be, rather than "NA", and
 * says why there is nothing to mail or call. A member shares contact details after an accepted
 * interest by default (docs/decisions/0016-privacy.md), or with every approved member by choice.
 */
describe('contact details withheld from the viewer', () => {
  let e2e: E2E;
  let viewerToken: string;
  let poojaToken: string;

  beforeAll(async () => {
    e2e = await startE2E();
    const viewer = await createMember(e2e, { firstName: 'Anil', lastName: 'Mali', gender: 'Male', dateOfBirth: '1991-01-01' });
    const pooja = await createMember(e2e, { firstName: 'Pooja', lastName: 'Mali', gender: 'Female', dateOfBirth: '1995-05-05' });
    viewerToken = viewer.token;
    poojaToken = pooja.token;
    await addPhoto(e2e, viewerToken);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  async function openPooja(width: number, language?: string): Promise<Page> {
    const page = await signedInPage(e2e, viewerToken, width);
    if (language) await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/home');
    await page.locator('article').first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Pooja Ramesh Mali' }).waitFor();
    return page;
  }

  it.each([360, 1280])('says "Shared after an accepted interest" and why there is nothing to mail or call, at %i px', async (width) => {
    const page = await openPooja(width);
    await page.getByText('Contact details are shared after an accepted interest.').waitFor();
    expect(await page.getByRole('link', { name: 'Mail' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Call Now' }).count()).toBe(0);
    const family = page.getByRole('region', { name: 'Family Details' });
    const value = (label: string) =>
      family
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('+ dd')
        .innerText();
    expect(await value("Mother's Mobile Number")).toBe('Shared after an accepted interest');
    expect(await value("Father's Mobile Number")).toBe('Shared after an accepted interest');
    // What the member left empty is still "not given".
    expect(await value("Sister's Name")).toBe('NA');
    expect(await family.getByRole('link').count()).toBe(0);
    await checkA11y(e2e, page);
    await e2e.screenshot(page, `member-${width}-details-contact-withheld`);
    await page.context().close();
  });

  it('gives the reason in Hindi', async () => {
    const page = await openPooja(360, 'hi');
    await page.getByText('रुचि स्वीकार होने के बाद साझा', { exact: true }).first().waitFor();
    await page.getByText('रुचि स्वीकार होने के बाद संपर्क विवरण साझा किए जाते हैं।').waitFor();
    await page.context().close();
  });

  it('shows the numbers as links, and no reason, once she shares them with every approved member', async () => {
    const chosen = await e2e.api('/user/settings/privacy', { contactVisibility: 'MEMBERS' }, poojaToken);
    expect(chosen.success, JSON.stringify(chosen)).toBe(true);
    const page = await openPooja(360);
    expect(await page.getByRole('link', { name: 'Mail' }).getAttribute('href')).toMatch(/^mailto:pooja\./);
    expect(await page.getByRole('link', { name: '9822000001' }).getAttribute('href')).toBe('tel:9822000001');
    expect(await page.getByText('Contact details are shared after an accepted interest.').count()).toBe(0);
    await page.context().close();
  });
});
