import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { UserDetailsInput } from '../../../src/contract/profile.js';
import { CONSENT, userDetails } from '../../support/factories.js';
import type { E2E } from '../support/harness.js';
import { signInWithToken } from '../support/session-cookies.js';

export const PASSWORD = 'Member@123';

let counter = 0;
/** A mobile number and email no other test in this run uses. */
export function uniqueContact(prefix: string) {
  counter += 1;
  const mobile = `9${String(Date.now()).slice(-6)}${String(counter).padStart(3, '0')}`;
  return { mobile, email: `${prefix}.${mobile}@example.com` };
}

/** A small real image, so the server's re-encoding has something to chew on. */
export function imageBuffer(format: 'png' | 'jpeg', color = { r: 142, g: 36, b: 77 }): Promise<Buffer> {
  const image = sharp({ create: { width: 320, height: 400, channels: 3, background: color } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

export interface ProfileSeed {
  firstName: string;
  middleName?: string;
  lastName: string;
  gender: 'Male' | 'Female';
  dateOfBirth: string;
  income?: number;
  city?: string;
  occupation?: string;
}

/** The shared test profile, with what the specs check on screen (time of birth, a parent's number). */
export function userDetailsFor(seed: ProfileSeed): UserDetailsInput {
  const { firstName, lastName, gender, dateOfBirth, city } = seed;
  return userDetails(
    { firstName, lastName, gender, dateOfBirth, city, income: seed.income ?? 650000 },
    {
      personalDetails: { middleName: seed.middleName ?? 'Ramesh', timeOfBirth: '14:30' },
      basicDetails: { occupation: seed.occupation ?? 'Accountant' },
      familyDetails: { motherMobileNumber: '9822000001' },
    },
  );
}

/**
 * An account registered through the real API as the signup form makes it (both promises given),
 * with its email verified from the mailed code, whose owner has already seen the safety notices (they show once, at the first sign-in).
 */
export async function registerAccount(e2e: E2E, contact: { mobile: string; email: string }, password = PASSWORD): Promise<string> {
  const created = await e2e.api('/user/create', { email: contact.email, mobileNumber: contact.mobile, password, consent: CONSENT });
  if (!created.success) throw new Error(`registration failed: ${JSON.stringify(created)}`);
  const token = created.data.token as string;
  await e2e.verifyEmail(contact.email, token);
  await e2e.api('/user/safetyNotice', {}, token);
  return token;
}

/** Ticks the two promises of the signup form (and of the consent screen). */
export async function tickConsent(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'I am registering to find a marriage partner for myself or a family member' }).check();
  await page.getByRole('checkbox', { name: 'I accept the Terms and the Privacy Policy' }).check();
}

/**
 * A registered, email-verified, profiled and approved member made through the real API. The email's
 * name is the first name's, or `contactName` for a first name an address cannot hold (Devanagari).
 */
export async function createMember(
  e2e: E2E,
  seed: ProfileSeed,
  contactName = seed.firstName.toLowerCase(),
): Promise<{ mobile: string; email: string; token: string }> {
  const contact = uniqueContact(contactName);
  const token = await registerAccount(e2e, contact);
  const saved = await e2e.api('/user/updateUser', { userDetails: userDetailsFor(seed) }, token);
  if (!saved.success) throw new Error(`profile failed: ${JSON.stringify(saved)}`);
  await e2e.approve(contact.mobile);
  return { ...contact, token };
}

/**
 * Saves an uploaded photo on the member's record. An approved member's first photo waits for
 * review, so an administrator accepts it here: the specs using this want a member made approved
 * (createMember) to have a photo other members see. A changed photo is left waiting.
 */
export async function savePhotoSeen(e2e: E2E, token: string, url: string): Promise<void> {
  const saved = await e2e.api('/user/updateUser', { photoDetails: { profilePhoto: url } }, token);
  if (!saved.success) throw new Error(`saving the photo failed: ${JSON.stringify(saved)}`);
  const photo = saved.data.photoDetails;
  if (!photo?.underReview || photo.profilePhoto) return;
  const accepted = await e2e.api('/admin/user/photo', { userId: saved.data.id, decision: 'APPROVE' }, await e2e.adminToken());
  if (!accepted.success) throw new Error(`accepting the photo failed: ${JSON.stringify(accepted)}`);
}

/** Uploads a profile photo for the member and saves it on their record, so they count as onboarded. */
export async function addPhoto(e2e: E2E, token: string): Promise<void> {
  const form = new FormData();
  form.append('type', 'profilePhoto');
  form.append('file', new Blob([new Uint8Array(await imageBuffer('jpeg'))], { type: 'image/jpeg' }), 'me.jpg');
  const response = await fetch(`${e2e.baseUrl}/api/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const uploaded = (await response.json()) as { response_data?: { url: string } };
  if (!uploaded.response_data) throw new Error(`upload failed: ${JSON.stringify(uploaded)}`);
  await savePhotoSeen(e2e, token, uploaded.response_data.url);
}

/**
 * Opens the app already signed in with `token`: the browser holds its session cookie, as signing
 * in leaves it. In `language` if given, chosen once before the first page, as a reader would.
 */
export async function signedInPage(e2e: E2E, token: string, width = 360, language?: 'en' | 'hi' | 'mr'): Promise<Page> {
  const page = await e2e.newPage({ width });
  await signInWithToken(page, token);
  if (language) {
    await page.addInitScript((lang) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('language', lang);
        sessionStorage.setItem('seeded', '1');
      }
    }, language);
  }
  return page;
}

/** Uploads a photo through the real API and saves it on the member's profile. */
export async function uploadPhoto(e2e: E2E, token: string, image: Buffer): Promise<void> {
  const form = new FormData();
  form.append('type', 'profilePhoto');
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${e2e.baseUrl}/api/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const uploaded = (await response.json()) as { response_data: { url: string } };
  await savePhotoSeen(e2e, token, uploaded.response_data.url);
}

/** The toast (notistack) with this text. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('#notistack-snackbar', { hasText: text }).first();
}

/** Fills the profile form through its labels, section by section. */
export async function fillProfileForm(page: Page, seed: ProfileSeed): Promise<void> {
  const personal = page.getByRole('group', { name: 'Personal Details' });
  await personal.getByLabel('First Name').fill(seed.firstName);
  await personal.getByLabel('Middle Name').fill(seed.middleName ?? 'Vasant');
  await personal.getByLabel('Last Name').fill(seed.lastName);
  await personal.getByLabel('Date of Birth').fill(seed.dateOfBirth);
  await personal.getByLabel('Time of Birth').fill('14:30');
  await personal.getByLabel('Birth Place').fill('Satara');
  await personal.getByLabel('Marriage Status').selectOption('Single');
  await personal.getByLabel('Gender').selectOption(seed.gender);
  await personal.getByLabel('Blood Group').selectOption('B+');
  await personal.getByLabel('Religion').selectOption('Hindu');
  await personal.getByLabel('Sub Caste').selectOption('Jire Mali');

  const basic = page.getByRole('group', { name: 'Basic Details' });
  // The education level beside it is a dropdown: the text box is the one typed into.
  await basic.getByRole('textbox', { name: /^Education/ }).fill('B.E. Civil');
  await basic.getByLabel('Occupation').fill(seed.occupation ?? 'Site Engineer');
  await basic.getByLabel('Income').fill(String(seed.income ?? 720000));
  await basic.getByLabel('Height').selectOption(`5'8"`);
  await basic.getByLabel('Weight').selectOption('68');

  const family = page.getByRole('group', { name: 'Family Details' });
  await family.getByLabel("Mother's Name").fill('Shobha');
  await family.getByLabel("Mother's Mobile Number").fill('9876500011');
  await family.getByLabel("Father's Name").fill('Vasant');
  await family.getByLabel("Father's Mobile Number").fill('9876500022');

  const address = page.getByRole('group', { name: 'Address Details' });
  await address.getByLabel('Address', { exact: false }).first().fill('45 Mahatma Phule Road');
  await address.getByLabel('Temporary Address').fill('45 Mahatma Phule Road');
  await address.getByLabel('City').fill(seed.city ?? 'Satara');
  await address.getByLabel('Taluka').fill('Satara');
  await address.getByLabel('Pin Code').fill('415001');
  await address.getByLabel('District').selectOption('Satara');
}

/**
 * Opens the header's account menu (named `button` in the page's language). A tap that lands while
 * the page is drawn again (texts of a language arriving) opens nothing, as it would for a member,
 * who taps again: so does this, up to three times.
 */
export async function openAccountMenu(page: Page, button = 'Account menu'): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('button', { name: button }).click();
    try {
      await page.getByRole('menu').waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Picks an item of the header's account menu and waits for the menu to be gone. A tap on the item
 * while the page is drawn again (the next page's texts arriving, as in `openAccountMenu`) can be
 * lost too, the menu staying open: a member taps again, and so does this, up to three times.
 */
export async function chooseFromAccountMenu(page: Page, item: string, button = 'Account menu'): Promise<void> {
  await openAccountMenu(page, button);
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('menuitem', { name: item }).click();
    try {
      await page.locator('[role="menu"]').waitFor({ state: 'detached', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Waits for running transitions (a dialog fading in, a menu fading out) to end, so the colours
 * axe measures are the final ones; endless animations such as the footer ticker are left alone.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A transition starts with the frame after what set it off: two frames, then it is listed.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** axe on the settled page: no serious or critical violation. */
export async function checkA11y(e2e: E2E, page: Page): Promise<void> {
  await settle(page);
  await e2e.checkA11y(page);
}
