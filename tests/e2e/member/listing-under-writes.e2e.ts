import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingCacheCounts } from '../../../src/server/profiles/listing-cache.js';
import { startE2E, type E2E } from '../support/harness.js';
import { localeText } from '../languages/latin-words.js';
import {
  addPhoto,
  checkA11y,
  createMember,
  registerAccount,
  signedInPage,
  toast,
  uniqueContact,
  userDetailsFor,
} from './member-fixtures.js';

/**
 * The listing's kept pages while members write (docs/decisions/0048-copies-that-survive-writes.md):
 * two men browse the women's first page, Vikram at phone width in English and Rohan on a desktop
 * in Marathi, both answered from one page the server keeps. Each write below shows on both
 * viewers' next page, and a member who must not be shown is never on it: an edit made in the
 * member's own browser, an approval, a block (for the one who blocked only), a suspension and a
 * member hiding her profile.
 */
describe('the listing while members write', () => {
  let e2e: E2E;
  let vikram: Page;
  let rohan: Page;
  let asha: { token: string; page: Page };
  let bina: { id: string };
  let chitra: { mobile: string; id: string };

  /** The first names on the viewer's /home as the server sends it after a reload: their next page. */
  async function namesOnNextPage(page: Page): Promise<string[]> {
    await page.goto('/home');
    const cards = page.locator('article');
    await cards.first().waitFor();
    return (await cards.allInnerTexts()).map((text) => text.trim().split(/\s+/)[0]!).sort();
  }

  beforeAll(async () => {
    e2e = await startE2E();
    const made = async (firstName: string, gender: 'Male' | 'Female', occupation = 'Accountant') => {
      const member = await createMember(e2e, { firstName, lastName: 'Mali', gender, dateOfBirth: '1995-06-15', occupation });
      await addPhoto(e2e, member.token);
      return { ...member, id: (await e2e.api('/user/info', undefined, member.token)).data._id as string };
    };
    const ashaMember = await made('Asha', 'Female', 'Accountant');
    bina = await made('Bina', 'Female');
    const vikramMember = await made('Vikram', 'Male');
    const rohanMember = await made('Rohan', 'Male');
    // Chitra has a profile and a photo but waits for approval.
    const contact = uniqueContact('chitra');
    const chitraToken = await registerAccount(e2e, contact);
    const saved = await e2e.api(
      '/user/updateUser',
      { userDetails: userDetailsFor({ firstName: 'Chitra', lastName: 'Mali', gender: 'Female', dateOfBirth: '1997-01-01' }) },
      chitraToken,
    );
    expect(saved.success).toBe(true);
    await addPhoto(e2e, chitraToken);
    chitra = { mobile: contact.mobile, id: saved.data.id as string };

    vikram = await signedInPage(e2e, vikramMember.token, 360, 'en');
    rohan = await signedInPage(e2e, rohanMember.token, 1280, 'mr');
    asha = { token: ashaMember.token, page: await signedInPage(e2e, ashaMember.token, 360, 'en') };
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('both viewers see the approved women from one kept page, and not the woman still in review', async () => {
    const before = { ...listingCacheCounts(e2e.running.database.db) };
    expect(await namesOnNextPage(vikram)).toEqual(['Asha', 'Bina']);
    expect(await namesOnNextPage(rohan)).toEqual(['Asha', 'Bina']);
    expect(await namesOnNextPage(vikram)).toEqual(['Asha', 'Bina']);
    // The second and third pages were the first one's copy, not reads of their own.
    expect(listingCacheCounts(e2e.running.database.db).hits - before.hits).toBeGreaterThanOrEqual(2);
    await rohan.getByRole('heading', { level: 1 }).first().waitFor();
    await checkA11y(e2e, rohan);
    await e2e.screenshot(rohan, 'listing-writes-1280-mr-home');
  });

  it('Asha changes her occupation in her browser: her own profile and both viewers’ next pages show it', async () => {
    await asha.page.goto('/updateProfile');
    const occupation = asha.page.getByRole('group', { name: 'Basic Details' }).getByLabel('Occupation');
    await expect.poll(() => occupation.inputValue()).toBe('Accountant');
    await occupation.fill('Veterinary Doctor');
    await asha.page.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(asha.page, 'Details updated successfully').waitFor();
    // Her own next call shows her write.
    const info = await e2e.api('/user/info', undefined, asha.token);
    expect(info.data.userDetails.basicDetails.occupation).toBe('Veterinary Doctor');
    for (const viewer of [vikram, rohan]) {
      await namesOnNextPage(viewer);
      const card = viewer.locator('article', { hasText: 'Asha' });
      expect(await card.innerText()).toContain('Veterinary Doctor');
      expect(await card.innerText()).not.toContain('Accountant');
    }
    await e2e.screenshot(vikram, 'listing-writes-360-en-edit-shown');
  });

  it('an approval puts Chitra at the top of both viewers’ next pages', async () => {
    await e2e.approve(chitra.mobile);
    for (const viewer of [vikram, rohan]) {
      expect(await namesOnNextPage(viewer)).toEqual(['Asha', 'Bina', 'Chitra']);
      // The newest approved member comes first.
      expect((await viewer.locator('article').first().innerText()).trim()).toMatch(/^Chitra /);
    }
  });

  it('Vikram blocks Chitra from her page: she leaves his listing at once, and only his', async () => {
    await vikram.goto(`/details?id=${chitra.id}`);
    await vikram.getByRole('heading', { level: 1, name: /Chitra/ }).waitFor();
    await vikram.getByRole('button', { name: /^Block Chitra/ }).click();
    const dialog = vikram.getByRole('dialog', { name: /^Block Chitra/ });
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await toast(vikram, /Chitra .* is blocked/).waitFor();
    expect(await namesOnNextPage(vikram)).toEqual(['Asha', 'Bina']);
    expect(await namesOnNextPage(rohan)).toEqual(['Asha', 'Bina', 'Chitra']);
  });

  it('a suspension takes Bina out of both viewers’ next pages, and her page is gone', async () => {
    const suspended = await e2e.api(
      '/admin/user/suspend',
      { userId: bina.id, reason: 'ASKS_FOR_MONEY', note: 'Members told us she asked them for money.' },
      await e2e.adminToken(),
    );
    expect(suspended.success).toBe(true);
    expect(await namesOnNextPage(vikram)).toEqual(['Asha']);
    expect(await namesOnNextPage(rohan)).toEqual(['Asha', 'Chitra']);
    e2e.allowBrowserErrors(
      /\/api\/user\/profiles\/[\w-]+: Failed to load resource: the server responded with a status of 404/,
      'the suspended member’s page is asked for on purpose: the server answers that it is not there',
    );
    await rohan.goto(`/details?id=${bina.id}`);
    await rohan.getByText(localeText('mr', 'privacy', 'details.gone')).waitFor();
    expect(await rohan.getByText(/Bina/).count()).toBe(0);
  });

  it('Asha hides her profile in Settings: she is on neither viewer’s next page', async () => {
    await asha.page.goto('/settings');
    await asha.page.getByRole('button', { name: 'Hide my profile' }).click();
    await toast(asha.page, 'Your profile is hidden').waitFor();
    expect(await namesOnNextPage(rohan)).toEqual(['Chitra']);
    // Vikram blocked Chitra and Bina is suspended: nobody is left for him.
    await vikram.goto('/home');
    await vikram.getByText(localeText('en', 'member', 'home.empty')).waitFor();
    expect(await vikram.locator('article').count()).toBe(0);
    await e2e.screenshot(vikram, 'listing-writes-360-en-nobody-left');
  });
});
