import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDate } from '../../../src/web/lib/format.js';
import { startE2E, type E2E } from '../support/harness.js';
import { expectCookieSession, expectNoSessionCookie, sessionToken, tokensVisibleToScript } from '../support/session-cookies.js';
import {
  checkA11y,
  chooseFromAccountMenu,
  createMember,
  fillProfileForm,
  imageBuffer,
  PASSWORD,
  signedInPage,
  tickConsent,
  toast,
  uniqueContact,
} from './member-fixtures.js';

/**
 * One member from registration to sign-out, at phone width, against the real server: every
 * step a new member takes, and a screenshot of each page on the way.
 */
describe('member journey', () => {
  let e2e: E2E;
  let page: Page;
  const me = uniqueContact('anil');
  const newPassword = 'Changed@456';

  beforeAll(async () => {
    e2e = await startE2E();
    // Eleven approved women (more than one page), two approved men the viewer must not see.
    const women = Array.from({ length: 11 }, (_, i) => ({
      firstName: i === 0 ? 'Kavya' : `Bride${String.fromCharCode(65 + i)}`,
      lastName: 'Mali',
      gender: 'Female' as const,
      // Three of them are 20, the others 28: the age filter separates them.
      dateOfBirth: i < 3 ? '2005-03-10' : '1997-03-10',
      income: i === 0 ? 1234567 : 650000,
      occupation: i === 0 ? 'Senior Software Engineer at a large company in Pune' : 'Teacher',
      city: i === 0 ? 'Nashik' : 'Pune',
    }));
    for (const woman of women) {
      const member = await createMember(e2e, woman);
      // Kavya shares her contact details with every approved member (by default they wait for an
      // accepted interest, which tests/e2e/member/interests-privacy.e2e.ts walks through).
      if (woman.firstName === 'Kavya') await e2e.api('/user/settings/privacy', { contactVisibility: 'MEMBERS' }, member.token);
    }
    await createMember(e2e, { firstName: 'Groomone', lastName: 'Mali', gender: 'Male', dateOfBirth: '1996-01-01' });
    await createMember(e2e, { firstName: 'Groomtwo', lastName: 'Mali', gender: 'Male', dateOfBirth: '1995-01-01' });
    page = await e2e.newPage({ width: 360 });
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('registers with Register and Pay and lands on the profile form', async () => {
    await page.goto('/');
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-landing');
    await page.getByRole('link', { name: 'Click here for new Registration' }).first().click();
    await page.waitForURL('**/auth?tab=signup');
    await expect.poll(() => page.getByText('Amount to pay now: ₹0').isVisible()).toBe(true);
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-auth-signup');
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Mobile Number').fill(me.mobile);
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await tickConsent(page);
    await page.getByRole('button', { name: 'Register and Pay' }).click();
    // Signed in automatically, sent home, and from there to the step the record calls for.
    await page.waitForURL('**/userdetails');
    // The session is in an httpOnly cookie, out of the page's scripts' reach.
    await expectCookieSession(page);
    // The safety notices, once, at the first sign-in.
    await page.getByRole('button', { name: 'I understand' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('fills the profile form and goes on to the photo upload', async () => {
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-userdetails');
    await fillProfileForm(page, { firstName: 'Anil', lastName: 'Jadhav', gender: 'Male', dateOfBirth: '1994-06-15' });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL('**/photoUpload');
  });

  it('uploads a photo and an identity document with a preview and a remove button', async () => {
    await page.getByRole('heading', { name: 'Add your photo and identity document' }).waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-photo-upload');
    await page.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await imageBuffer('png') });
    await page.getByRole('img', { name: 'Preview of the chosen Profile photo' }).waitFor();
    await page.getByRole('button', { name: 'Remove Profile photo' }).click();
    await expect.poll(() => page.getByRole('img', { name: /Preview of the chosen Profile photo/ }).count()).toBe(0);
    await page.getByLabel('Profile photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await imageBuffer('jpeg') });
    await page
      .getByLabel('Identity document')
      .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: await imageBuffer('png', { r: 20, g: 90, b: 160 }) });
    // Which document it is must be said; the page explains masking an Aadhaar and how long it is kept.
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('This field is required').waitFor();
    await page.getByText('the first 8 digits of the number covered', { exact: false }).waitFor();
    await page.getByText('the file is deleted within an hour', { exact: false }).waitFor();
    await page.getByLabel('Which document is this?').selectOption('AADHAAR_MASKED');
    await e2e.screenshot(page, 'member-360-photo-upload-chosen');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL('**/home');
    const info = await e2e.api('/user/info', undefined, (await sessionToken(page)) ?? '');
    expect(info.data.photoDetails.profilePhoto).toMatch(/^\/api\/files\/photos\//);
    expect(info.data.photoDetails.adharCard).toBeTruthy();
    expect(info.data.standing.identityVerified).toBe(false);
  });

  it('once approved, sees only the opposite gender, ten at a time, with Load more', async () => {
    // Approval waits for the email the member registered with to be verified, from its mail.
    await e2e.verifyEmail(me.email, (await sessionToken(page))!);
    await e2e.approve(me.mobile);
    await page.reload();
    const cards = page.locator('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).isVisible()).toBe(true);
    expect(await page.getByText('Groomone').count()).toBe(0);
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-home');
    // The next page starts after the last card shown (keyset paging), numbered 2 all the same.
    const more = page.waitForRequest((request) => request.url().includes('/api/user/getProfile'));
    await page.getByRole('button', { name: 'Load more' }).click();
    expect((await more).postDataJSON()).toMatchObject({ page: 2, cursor: expect.stringMatching(/^\d{20}[0-9a-f]{32}$/) });
    await expect.poll(() => cards.count()).toBe(11);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(await page.getByText(/Groom/).count()).toBe(0);
  });

  it('cuts a long occupation on the card to 30 characters', async () => {
    const card = page.locator('article', { hasText: 'Kavya' });
    await expect.poll(() => card.getByText('Senior Software Engineer at a …').isVisible()).toBe(true);
  });

  it('searches by name on submit and clears the search when the box is emptied', async () => {
    const search = page.getByRole('searchbox', { name: 'Search Profile' });
    await search.fill('Kavya');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator('article').count()).toBe(1);
    await search.fill('Nobody Such');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('User Not Exist').waitFor();
    await e2e.screenshot(page, 'member-360-home-empty');
    await search.fill('');
    // The whole list is back (with the page already loaded, it may hold more than ten).
    await expect.poll(() => page.locator('article').count()).toBeGreaterThanOrEqual(10);
  });

  it('filters by age with the dialog, and cancel clears the filter', async () => {
    await page.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter profiles' });
    await dialog.waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-home-filter');
    await dialog.getByLabel('18 to 23 years').check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('article').count()).toBe(3);
    // The count of filters in use, beside the button; none is left in the page once they are gone.
    const count = page.locator('.count-badge', { has: page.getByRole('button', { name: 'Filter' }) }).locator('.count-badge__count');
    expect(await count.textContent()).toBe('1');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('dialog', { name: 'Filter profiles' }).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.locator('article').count()).toBeGreaterThanOrEqual(10);
    expect(await count.count()).toBe(0);
  });

  it('opens the details of a profile with SPEC formats', async () => {
    await page.locator('article', { hasText: 'Kavya' }).getByRole('link').click();
    await page.waitForURL(/\/details\?id=/);
    await page.getByRole('heading', { name: 'Kavya Ramesh Mali' }).waitFor();
    await page.getByText('₹12,34,567').first().waitFor();
    await page.getByText(formatDate('2005-03-10')!).first().waitFor();
    expect(formatDate('2005-03-10')).toBe('Thursday, 10 Mar 2005');
    await page.getByText('02:30 pm').first().waitFor();
    expect(await page.getByText('NA', { exact: true }).count()).toBeGreaterThan(3);
    expect(await page.getByRole('link', { name: '9822000001' }).getAttribute('href')).toBe('tel:9822000001');
    expect(await page.getByRole('link', { name: 'Mail' }).getAttribute('href')).toMatch(/^mailto:kavya\./);
    expect(await page.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toMatch(/^tel:\d{10}$/);
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-details');
  });

  it('adds a favourite once and says so the second time', async () => {
    await page.getByRole('button', { name: 'Add Kavya Ramesh Mali to favourites' }).click();
    await toast(page, 'Added to Fervorite').waitFor();
    await page.getByRole('button', { name: 'Add Kavya Ramesh Mali to favourites' }).click();
    await toast(page, 'Already added in favorites').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('fevorite') ?? '[]') as { _id: string }[]);
    expect(stored).toHaveLength(1);
  });

  it('reports the profile through the Report User Profile dialog', async () => {
    await page.getByRole('button', { name: 'Report this profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report User Profile' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please describe the problem').waitFor();
    await dialog.getByText('Please choose a reason').waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-details-report');
    await dialog.getByLabel('Reason').selectOption('FAKE_PROFILE');
    await dialog.getByLabel('Description').fill('The photo does not look like a real person.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Reported successfully').waitFor();
  });

  it('lists favourites and removes one', async () => {
    await page.goto('/favorite');
    await page.locator('article', { hasText: 'Kavya' }).waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-favorite');
    await page.getByRole('button', { name: 'Remove Kavya Ramesh Mali from favourites' }).click();
    await page.getByText('Nothing in Fevorite').waitFor();
    await e2e.screenshot(page, 'member-360-favorite-empty');
  });

  it('updates the profile from the account menu', async () => {
    await chooseFromAccountMenu(page, 'Update Profile');
    await page.waitForURL('**/updateProfile');
    const city = page.getByRole('group', { name: 'Address Details' }).getByLabel('City');
    await expect.poll(() => city.inputValue()).toBe('Satara');
    // Approved, the member is told first what sends the profile back for review.
    await page.getByText('sends your profile back for review', { exact: false }).waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-update-profile');
    await city.fill('Wai');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'Details updated successfully').waitFor();
    await page.waitForURL('**/home');
    const info = await e2e.api('/user/info', undefined, (await sessionToken(page)) ?? '');
    expect(info.data.userDetails.addressDetails.city).toBe('Wai');
  });

  it('a new last name sends an approved profile back for review, and the member is told so', async () => {
    const member = await createMember(e2e, { firstName: 'Renaming', lastName: 'Mali', gender: 'Female', dateOfBirth: '1996-02-02' });
    await e2e.api('/user/updateUser', { photoDetails: { profilePhoto: (await upload(e2e, member.token)).url } }, member.token);
    const other = await signedInPage(e2e, member.token);
    other.setDefaultTimeout(15_000);
    await other.goto('/updateProfile');
    const lastName = other.getByRole('group', { name: 'Personal Details' }).getByLabel('Last Name');
    await expect.poll(() => lastName.inputValue()).toBe('Mali');
    await lastName.fill('Phule');
    await other.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(other, 'Details saved. Your profile is back in review').waitFor();
    await other.waitForURL('**/home');
    await other.getByText('Your profile is waiting for approval.', { exact: false }).waitFor();
    await e2e.screenshot(other, 'member-360-back-in-review');
    expect((await e2e.api('/user/info', undefined, member.token)).data.status).toBe('PENDING');
    await other.context().close();
  });

  it('updates the photo only; as an approved member, the new one waits for review', async () => {
    const before = await e2e.api('/user/info', undefined, (await sessionToken(page)) ?? '');
    await chooseFromAccountMenu(page, 'Update Photo');
    await page.waitForURL('**/updatePhoto');
    expect(await page.getByLabel('Identity document').count()).toBe(0);
    await page.getByText('Our team checks a new photo before other members see it.', { exact: false }).waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-update-photo');
    await page
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: await imageBuffer('png', { r: 10, g: 120, b: 60 }) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL('**/home');
    await page.getByText('Your new photo is being checked by our team.', { exact: false }).waitFor();
    const after = await e2e.api('/user/info', undefined, (await sessionToken(page)) ?? '');
    expect(after.data.photoDetails.profilePhoto).toBe(before.data.photoDetails.profilePhoto);
    expect(after.data.standing.photoUnderReview).toBe(true);
    expect(after.data.photoDetails.adharCard).toBe(before.data.photoDetails.adharCard);
  });

  it('changes the password, then signs in with the new one', async () => {
    await chooseFromAccountMenu(page, 'Change Password');
    await page.waitForURL('**/change');
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-change-password');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: false }).first().fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Password updated, Please login now').waitFor();
    await page.waitForURL('**/auth');
    await e2e.screenshot(page, 'member-360-auth-login');
    await page.getByLabel('Mobile Number').fill(me.mobile);
    await page.getByLabel('Password', { exact: false }).first().fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await page.waitForURL('**/home');
  });

  it('signs out: storage cleared but the language, back on the landing page', async () => {
    // Opened directly, without a profile handed over, the detail page goes back to the listing.
    await page.goto('/details');
    await page.waitForURL('**/home');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    const token = await sessionToken(page);
    await chooseFromAccountMenu(page, 'Sign out');
    await page.waitForURL((url) => url.pathname === '/');
    await expectNoSessionCookie(page);
    expect((await tokensVisibleToScript(page)).stored).toEqual([null, null]);
    // The server revoked the session too: a copy of its token opens nothing.
    await expect.poll(async () => (await e2e.api('/user/info', undefined, token!)).success).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.goto('/home');
    await page.waitForURL('**/auth');
  });

  it('deletes an account after confirmation', async () => {
    const member = await createMember(e2e, { firstName: 'Leaving', lastName: 'Mali', gender: 'Female', dateOfBirth: '1996-01-01' });
    await e2e.api('/user/updateUser', { photoDetails: { profilePhoto: (await upload(e2e, member.token)).url } }, member.token);
    const other = await e2e.newPage({ width: 360 });
    await other.goto('/auth');
    await other.getByLabel('Mobile Number').fill(member.mobile);
    await other.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await other.getByRole('button', { name: 'Login', exact: true }).last().click();
    await other.waitForURL('**/home');
    await chooseFromAccountMenu(other, 'Delete Account');
    const dialog = other.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await checkA11y(e2e, other);
    await e2e.screenshot(other, 'member-360-delete-account');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await toast(other, 'Account Deleted Successfully').waitFor();
    await other.waitForURL((url) => url.pathname === '/');
    const login = await e2e.api('/user/login', { mobileNumber: member.mobile, password: PASSWORD });
    expect(login.success).toBe(false);
  });
});

async function upload(e2e: E2E, token: string): Promise<{ url: string }> {
  const form = new FormData();
  form.append('type', 'profilePhoto');
  form.append('file', new Blob([new Uint8Array(await imageBuffer('jpeg'))], { type: 'image/jpeg' }), 'p.jpg');
  const response = await fetch(`${e2e.baseUrl}/api/upload?token=${token}`, { method: 'POST', body: form });
  const body = (await response.json()) as { response_data: { url: string } };
  return body.response_data;
}
