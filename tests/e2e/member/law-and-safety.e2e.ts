import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { sessionToken } from '../support/session-cookies.js';
import {
  checkA11y,
  chooseFromAccountMenu,
  createMember,
  imageBuffer,
  PASSWORD,
  savePhotoSeen,
  signedInPage,
  tickConsent,
  uniqueContact,
  userDetailsFor,
} from './member-fixtures.js';

const OPERATOR = { OPERATOR_NAME: 'Mali Samaj Seva Trust', OPERATOR_ADDRESS: '21 Phule Peth, Pune 411042' };
const OFFICER = {
  GRIEVANCE_OFFICER_NAME: 'Sunanda Kale',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@vivah.example.org',
  GRIEVANCE_OFFICER_PHONE: '+91 20 2612 3456',
  GRIEVANCE_OFFICER_ADDRESS: '14 Phule Wada Road, Pune 411002',
};
const LANGUAGES = ['hi', 'mr'] as const;

/** Opens `path` in the other two languages and screenshots each, at phone width. */
async function inEachLanguage(e2e: E2E, page: Page, path: string, shot: string, ready: Record<'hi' | 'mr', string>) {
  for (const language of LANGUAGES) {
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await page.goto(path);
    // In the page itself: the header's links (hidden on a phone) can carry the same words.
    await page.getByRole('main').getByText(ready[language], { exact: false }).first().waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, `${shot}-${language}`);
  }
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto(path);
}

/** Saves a profile photo for the member, so the app counts them onboarded. */
async function addPhoto(e2e: E2E, token: string): Promise<void> {
  const form = new FormData();
  form.append('type', 'profilePhoto');
  form.append('file', new Blob([new Uint8Array(await imageBuffer('png'))], { type: 'image/png' }), 'me.png');
  const upload = await fetch(`${e2e.baseUrl}/api/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const url = ((await upload.json()) as { response_data: { url: string } }).response_data.url;
  await savePhotoSeen(e2e, token, url);
}

/**
 * Law and safety as a member and a visitor meet them, against the real server: the signup's two
 * promises, the consent asked of an account made without them, the safety notices at the first
 * sign-in and on every profile, complaints without signing in, the policies, and the member's
 * own data. The support contacts are not configured here: nothing may stand in for them.
 */
describe('law and safety', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E({ env: { ...OPERATOR, ...OFFICER, POLICY_VERSION: '2026-11' } });
    await createMember(e2e, { firstName: 'Kavya', lastName: 'Mali', gender: 'Female', dateOfBirth: '1997-03-10', city: 'Nashik' });
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('asks both promises at signup, and shows the safety notices once at the first sign-in', async () => {
    const page = await e2e.newPage();
    const me = uniqueContact('promise');
    await page.goto('/auth?tab=signup');
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Mobile Number').fill(me.mobile);
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Register and Pay' }).click();
    await page.getByText('Please confirm that you are registering to find a marriage partner').waitFor();
    await page.getByText('Please accept the Terms and the Privacy Policy').waitFor();
    // The policies open beside the form, so nothing typed is lost.
    const form = page.getByRole('main');
    expect(await form.getByRole('link', { name: 'Terms', exact: true }).getAttribute('target')).toBe('_blank');
    expect(await form.getByRole('link', { name: 'Privacy Policy', exact: true }).getAttribute('href')).toBe('/privacy_policy');
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'law-360-signup-consent');
    await inEachLanguage(e2e, page, '/auth?tab=signup', 'law-360-signup-consent', {
      hi: 'मैं अपने लिए या परिवार के किसी सदस्य के लिए जीवनसाथी',
      mr: 'मी स्वतःसाठी किंवा कुटुंबातील सदस्यासाठी जोडीदार',
    });

    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Mobile Number').fill(me.mobile);
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await tickConsent(page);
    await page.getByRole('button', { name: 'Register and Pay' }).click();
    await page.waitForURL('**/userdetails');
    const notice = page.getByRole('dialog', { name: 'Before you start: stay safe' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Never send money');
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'law-360-safety-notice');
    // Not yet closed, so it is there again on reload, in the member's language.
    for (const [language, title] of [
      ['hi', 'शुरू करने से पहले: सुरक्षित रहें'],
      ['mr', 'सुरुवात करण्यापूर्वी: सुरक्षित राहा'],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await page.reload();
      await page.getByRole('dialog', { name: title }).waitFor();
      await checkA11y(e2e, page);
      await e2e.screenshot(page, `law-360-safety-notice-${language}`);
    }
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await notice.waitFor();
    await page.getByRole('button', { name: 'I understand' }).click();
    await notice.waitFor({ state: 'detached' });

    const token = (await sessionToken(page))!;
    await expect
      .poll(async () => (await e2e.api('/user/info', undefined, token)).data.standing)
      .toMatchObject({ safetyNoticeSeen: true, consent: { required: false, policyVersion: '2026-11' } });
    // Once: not again on the next page or visit.
    await page.reload();
    await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
    // Live, and with nothing more to load (a notice's code would be on its way).
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it("holds an account made by SPEC's bare call until it accepts, at sign-in", async () => {
    const groom = uniqueContact('bare');
    const created = await e2e.api('/user/create', { email: groom.email, mobileNumber: groom.mobile, password: PASSWORD });
    const token = created.data.token as string;
    await e2e.api(
      '/user/updateUser',
      { userDetails: userDetailsFor({ firstName: 'Vikram', lastName: 'Mali', gender: 'Male', dateOfBirth: '1994-01-01' }) },
      token,
    );
    await addPhoto(e2e, token);
    // Approval waits for a verified email address.
    await e2e.verifyEmail(groom.email, token);
    await e2e.approve(groom.mobile);
    expect((await e2e.api('/user/getProfile', { page: 1 }, token)).data.reason).toBe('CONSENT_REQUIRED');

    const page = await e2e.newPage();
    await page.goto('/auth');
    await page.getByLabel('Mobile Number').fill(groom.mobile);
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Please accept to continue' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('version 2026-11');
    expect(await page.locator('article').count()).toBe(0);
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'law-360-consent-at-sign-in');
    await inEachLanguage(e2e, page, '/home', 'law-360-consent-at-sign-in', {
      hi: 'आगे बढ़ने के लिए कृपया स्वीकार करें',
      mr: 'पुढे जाण्यासाठी कृपया स्वीकारा',
    });

    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await page.getByText('Please accept the Terms and the Privacy Policy').waitFor();
    await tickConsent(page);
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    // Accepted: the profiles, and (his first time here) the safety notices.
    await page.getByRole('dialog', { name: 'Before you start: stay safe' }).waitFor();
    await page.getByRole('button', { name: 'I understand' }).click();
    await page.locator('article').first().waitFor();
    await page.getByText('Profiles are verified only where they are marked as verified', { exact: false }).waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'law-360-home-verified-note');
    expect((await e2e.api('/user/getProfile', { page: 1 }, token)).data.reason).toBeUndefined();

    // Every details page: the fraud warning and what verification covers.
    await page.locator('article').first().getByRole('link').click();
    await page.getByRole('heading', { name: 'Personal Details' }).waitFor();
    await page.getByRole('note').getByText('Never send money or share OTPs', { exact: false }).waitFor();
    await page.getByText('Profiles are verified only where they are marked as verified', { exact: false }).waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'law-360-details-warnings');
    for (const [language, warning] of [
      ['hi', 'यहाँ मिले किसी भी व्यक्ति को कभी पैसे न भेजें'],
      ['mr', 'येथे भेटलेल्या कोणालाही कधीही पैसे पाठवू नका'],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await page.goto('/home');
      await page.locator('article').first().getByRole('link').click();
      await page.getByText(warning, { exact: false }).waitFor();
      await e2e.screenshot(page, `law-360-details-warnings-${language}`);
    }
    await page.context().close();
  });

  it('takes a complaint from a visitor who is not signed in: a ticket on screen and a mail at once', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    // The footer names the officer and leads to the complaints page.
    const footer = page.locator('footer');
    await footer.getByText('Sunanda Kale').waitFor();
    await footer.getByRole('link', { name: 'Complaints' }).click();
    await page.waitForURL('**/grievance');
    await page.getByRole('heading', { name: 'Complaints', level: 1 }).waitFor();
    const officer = page.getByRole('main');
    for (const detail of Object.values(OFFICER)) await officer.getByText(detail, { exact: true }).first().waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'law-360-grievance');

    await page.getByRole('button', { name: 'Submit complaint' }).click();
    await page.getByText('Please describe your complaint').waitFor();
    await page.getByLabel('What is it about?').selectOption('IMPERSONATION');
    await page.getByLabel('Describe what happened').fill('Someone made a profile with my sister’s photos.');
    await page.getByLabel('Profile concerned (optional)').fill('Priya Mali, Satara');
    await page.getByLabel('Your email').fill('visitor.family@example.net');
    await page.getByRole('button', { name: 'Submit complaint' }).click();
    const filed = page.getByRole('status').filter({ hasText: 'Complaint received: ticket' });
    await filed.waitFor();
    const ticket = /GRV-\d{4}-\d{6}/.exec(await filed.innerText())![0];
    const mail = await e2e.mail.waitFor('visitor.family@example.net');
    expect(mail.text).toContain(ticket);
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'law-360-grievance-filed');
    await inEachLanguage(e2e, page, '/grievance', 'law-360-grievance', { hi: 'शिकायत भेजें', mr: 'तक्रार पाठवा' });

    // Filed in Hindi: the acknowledgement is in Hindi.
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.goto('/grievance');
    // The server drew the page in English (the choice is in the browser's storage); the app copies
    // the choice to the cookie and fetches the page again, in Hindi (goto waits for that one's app).
    await page.getByLabel('शिकायत किस बारे में है?').selectOption('FRAUD');
    await page.getByLabel('बताएँ क्या हुआ').fill('एक प्रोफ़ाइल ने मेरे पिता से पैसे माँगे।');
    await page.getByLabel('आपका ईमेल').fill('hindi.family@example.net');
    await page.getByRole('button', { name: 'शिकायत भेजें' }).click();
    await page.getByText('शिकायत मिल गई: टिकट', { exact: false }).waitFor();
    expect((await e2e.mail.waitFor('hindi.family@example.net')).subject).toBe('माली विवाह को आपकी शिकायत मिल गई है');
    await page.context().close();
  });

  it('lets anyone read the versioned policies and the safety tips, naming the operator as configured', async () => {
    const page = await e2e.newPage();
    for (const [path, heading, shot] of [
      ['/terms', 'Terms & Conditions', 'terms'],
      ['/privacy_policy', 'Privacy Policy', 'privacy'],
      ['/grievance_policy', 'Grievance Redressal Policy', 'grievance-policy'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toContain('Version 2026-11');
      expect(text).toContain('Operated by Mali Samaj Seva Trust, 21 Phule Peth, Pune 411042');
      await checkA11y(e2e, page);
      await e2e.screenshot(page, `law-360-${shot}`);
    }
    expect(await page.locator('main').innerText()).toContain('within 24 hours');
    await page.goto('/privacy_policy');
    await page.getByText('Records of your registration and sign-ins: 365 days', { exact: false }).waitFor();
    await page.goto('/terms');
    await page.getByText('A groom must be at least 21 years old', { exact: false }).waitFor();

    await page.locator('footer').getByRole('link', { name: 'Safety Tips' }).click();
    await page.getByRole('heading', { name: 'Safety Tips', level: 1 }).waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'law-360-safety-tips');
    await inEachLanguage(e2e, page, '/safety', 'law-360-safety-tips', { hi: 'सुरक्षा सुझाव', mr: 'सुरक्षा सूचना' });
    await inEachLanguage(e2e, page, '/grievance_policy', 'law-360-grievance-policy', { hi: 'शिकायत निवारण नीति', mr: 'तक्रार निवारण धोरण' });
    await inEachLanguage(e2e, page, '/privacy_policy', 'law-360-privacy', { hi: 'संस्करण 2026-11', mr: 'आवृत्ती 2026-11' });
    await inEachLanguage(e2e, page, '/terms', 'law-360-terms', { hi: 'संस्करण 2026-11', mr: 'आवृत्ती 2026-11' });

    // No support phone or email is configured: no ticker, and no number but the officer's.
    expect(await page.getByText('Need help?', { exact: false }).count()).toBe(0);
    const numbers = await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(numbers.every((href) => href === 'tel:+912026123456')).toBe(true);
    await page.context().close();
  });

  it('gives the member their data, their sign-ins, and a way to sign out of every other device', async () => {
    const member = await createMember(e2e, { firstName: 'Sagar', lastName: 'Mali', gender: 'Male', dateOfBirth: '1993-05-05' });
    await addPhoto(e2e, member.token);
    const elsewhere = await e2e.api('/user/login', { mobileNumber: member.mobile, password: PASSWORD });
    const page = await signedInPage(e2e, member.token);
    await page.goto('/home');
    await page.locator('article').first().waitFor();
    await chooseFromAccountMenu(page, 'Your data and sign-ins');
    await page.waitForURL('**/my-data');
    await page.getByRole('heading', { name: 'Your data and sign-ins', level: 1 }).waitFor();
    await page.getByText('This device').waitFor();
    await page.getByText('Sign-in records are kept for 365 days, then deleted.').waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'Registered' }).count()).toBe(1);
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'law-360-my-data');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^mali-vivah-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const profile = JSON.parse(new TextDecoder().decode(files['profile.json'])) as { email: string };
    expect(profile.email).toBe(member.email);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['consents.json', 'sign-ins.json', 'favourites.json', 'interests.json']));
    expect(new TextDecoder().decode(files['consents.json'])).toContain('2026-11');

    await page.getByRole('button', { name: 'Sign out of every other device' }).click();
    await page.getByText('Signed out of 1 other device').waitFor();
    expect((await e2e.api('/user/info', undefined, elsewhere.data.token)).success).toBe(false);
    expect((await e2e.api('/user/info', undefined, member.token)).success).toBe(true);
    await inEachLanguage(e2e, page, '/my-data', 'law-360-my-data', { hi: 'आपका डेटा और साइन-इन', mr: 'तुमची माहिती आणि साइन-इन' });
    // Contact names the officer and, with no support contact configured, no number of ours.
    await page.goto('/contact');
    await page.getByText('Sunanda Kale', { exact: true }).first().waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'law-360-contact');
    await inEachLanguage(e2e, page, '/contact', 'law-360-contact', { hi: 'संपर्क करें', mr: 'संपर्क करा' });

    // The account menu downloads at once too, and the delete dialog says what goes and what stays.
    await page.goto('/home');
    await page.locator('article').first().waitFor();
    const [again] = await Promise.all([page.waitForEvent('download'), chooseFromAccountMenu(page, 'Download my data')]);
    expect(again.suggestedFilename()).toMatch(/\.zip$/);
    await chooseFromAccountMenu(page, 'Delete Account');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('Erased at once:', { exact: false }).waitFor();
    expect(await dialog.innerText()).toContain('Kept: your payments, without your personal details');
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'law-360-delete-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });

  it('lays the new pages out for a desktop too', async () => {
    const member = await createMember(e2e, { firstName: 'Desktop', lastName: 'Mali', gender: 'Male', dateOfBirth: '1990-02-02' });
    await addPhoto(e2e, member.token);
    const page = await signedInPage(e2e, member.token, 1280);
    for (const [path, heading, shot] of [
      ['/grievance', 'Complaints', 'grievance'],
      ['/safety', 'Safety Tips', 'safety-tips'],
      ['/my-data', 'Your data and sign-ins', 'my-data'],
      ['/contact', 'Contact Us', 'contact'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await checkA11y(e2e, page);
      await e2e.screenshot(page, `law-1280-${shot}`);
    }
    // Contact names the officer, and with no support contact configured shows none.
    await page.getByText('Sunanda Kale', { exact: true }).first().waitFor();
    await page.getByText('Our support contacts are not published yet.', { exact: false }).waitFor();
    await page.context().close();
  });
});
