import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { addPhoto, checkA11y, createMember, signedInPage } from './member-fixtures.js';

/**
 * A record whose contact details are withheld from the viewer carries the reason
 * (`hidden.contact`): the details page says it where the numbers would be, rather than "NA", and
 * explains why Mail and Call Now cannot be used.
 */
describe('contact details withheld from the viewer', () => {
  let e2e: E2E;
  let viewerToken: string;
  // The record as the server shapes it for a viewer who may not see contact details yet.
  let withheld: Record<string, unknown>;

  beforeAll(async () => {
    e2e = await startE2E();
    const viewer = await createMember(e2e, { firstName: 'Anil', lastName: 'Mali', gender: 'Male', dateOfBirth: '1991-01-01' });
    await createMember(e2e, { firstName: 'Pooja', lastName: 'Mali', gender: 'Female', dateOfBirth: '1995-05-05' });
    viewerToken = viewer.token;
    await addPhoto(e2e, viewerToken);
    const listing = await e2e.api('/user/getProfile', { page: 1 }, viewerToken);
    const { email: _email, mobileNumber: _mobile, ...record } = listing.data.userData[0];
    const family = { ...record.userDetails.familyDetails };
    for (const key of ['motherMobileNumber', 'fatherMobileNumber', 'brotherMobileNumber', 'sisterMobileNumber']) delete family[key];
    withheld = { ...record, userDetails: { ...record.userDetails, familyDetails: family }, hidden: { contact: 'PENDING_APPROVAL' } };
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  async function openWithheld(width: number, language?: string): Promise<Page> {
    const page = await signedInPage(e2e, viewerToken, width);
    await page.addInitScript(
      ([record, lang]) => {
        localStorage.setItem('fevorite', JSON.stringify([record]));
        if (lang) localStorage.setItem('language', lang);
      },
      [withheld, language] as const,
    );
    await page.goto('/favorite');
    await page.locator('article').first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Pooja Ramesh Mali' }).waitFor();
    return page;
  }

  it.each([360, 1280])('says "Visible after approval" and why Mail and Call Now are off, at %i px', async (width) => {
    const page = await openWithheld(width);
    for (const name of ['Mail', 'Call Now']) {
      const button = page.getByRole('button', { name });
      expect(await button.isDisabled(), name).toBe(true);
      expect(await button.getAttribute('aria-describedby'), name).toBe('contact-hidden');
    }
    const why = page.locator('#contact-hidden');
    expect(await why.innerText()).toContain('Mail and Call Now open once an administrator has approved your profile');
    const family = page.getByRole('region', { name: 'Family Details' });
    const value = (label: string) =>
      family
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('+ dd')
        .innerText();
    expect(await value("Mother's Mobile Number")).toBe('Visible after approval');
    expect(await value("Father's Mobile Number")).toBe('Visible after approval');
    // What the member left empty is still "not given".
    expect(await value("Sister's Name")).toBe('NA');
    expect(await family.getByRole('link').count()).toBe(0);
    await checkA11y(e2e, page);
    await e2e.screenshot(page, `member-${width}-details-contact-withheld`);
    await page.context().close();
  });

  it('gives the reason in Hindi', async () => {
    const page = await openWithheld(360, 'hi');
    await page.getByText('स्वीकृति के बाद दिखेगा').first().waitFor();
    expect(await page.locator('#contact-hidden').innerText()).toContain('व्यवस्थापक द्वारा आपकी प्रोफ़ाइल स्वीकृत होने के बाद');
    await page.context().close();
  });

  it('shows an approved viewer the numbers as links, and no reason', async () => {
    const page = await signedInPage(e2e, viewerToken);
    await page.goto('/home');
    await page.locator('article').first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Pooja Ramesh Mali' }).waitFor();
    expect(await page.locator('#contact-hidden').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Mail' }).getAttribute('href')).toMatch(/^mailto:pooja\./);
    expect(await page.getByRole('link', { name: '9822000001' }).getAttribute('href')).toBe('tel:9822000001');
    await page.context().close();
  });
});
