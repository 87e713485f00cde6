import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../../src/contract/dates.js';
import { sessions } from '../../../src/server/db/schema.js';
import { hashToken } from '../../../src/server/security/tokens.js';
import { CONSENT } from '../../support/factories.js';
import { verificationMailTo } from '../../support/verification-mail.js';
import { enrolInBrowser, settled, signIn, toast as adminToast } from '../admin/admin-pages.js';
import { codeFromAuthenticator } from '../support/authenticator.js';
import { startE2E, type E2E } from '../support/harness.js';
import { expectNoSessionCookie, sessionToken } from '../support/session-cookies.js';
import { checkA11y, fillProfileForm, PASSWORD, signedInPage, tickConsent, toast, uniqueContact } from './member-fixtures.js';

const ADMIN = { mobile: '9777700001', password: 'Verify#Office2026' };
const LANGUAGES = [
  { code: 'hi', banner: 'कृपया अपना ईमेल पता सत्यापित करें', enrol: 'दो-चरणीय लॉगिन सेट करें', login: 'लॉगिन' },
  { code: 'mr', banner: 'कृपया तुमचा ईमेल पत्ता पडताळा', enrol: 'दोन-टप्पी लॉगिन सेट करा', login: 'लॉगिन' },
] as const;

/** The page in another language, as a reader who chose it earlier would open it. */
async function inLanguage(page: Page, language: string) {
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await page.reload();
}

/**
 * What a member claims, proven, and an administrator's strong sign-in: registration mails a code,
 * the banner asks for it, approval waits for it, the mailed link proves it; an administrator enrols
 * an authenticator at the first sign-in; idle sessions end with a message, on both sides.
 */
describe('verification journey', () => {
  let e2e: E2E;
  let member: Page;
  let admin: Page;
  const me = uniqueContact('meera');

  beforeAll(async () => {
    e2e = await startE2E({ admin: ADMIN });
    member = await e2e.newPage({ width: 360 });
    admin = await e2e.newPage({ width: 360 });
    member.setDefaultTimeout(15_000);
    admin.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('registers, receives the code by mail, and sees the banner until it is verified', async () => {
    await member.goto('/auth?tab=signup');
    await member.getByLabel('Email').fill(me.email);
    await member.getByLabel('Mobile Number').fill(me.mobile);
    await member.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await tickConsent(member);
    await member.getByRole('button', { name: 'Register and Pay' }).click();
    await member.waitForURL('**/userdetails');
    // The safety notices come first, once, at the first sign-in; the banner is behind them.
    await member.getByRole('button', { name: 'I understand' }).click();
    await member.getByRole('dialog').waitFor({ state: 'detached' });
    const banner = member.getByRole('region', { name: 'Verification needed' });
    await banner.getByText('Please verify your email address').waitFor();
    await banner.getByText(me.email).waitFor();
    await checkA11y(e2e, member);
    await e2e.screenshot(member, 'verification-360-banner-en');
    const mail = await verificationMailTo(e2e.mail, me.email);
    expect(mail.mail.subject).toBe('Verify your email address for Mali Vivah');
    // Asking again at once is refused with the reason.
    e2e.allowBrowserErrors(
      /\/api\/user\/sendEmailCode: Failed to load resource: the server responded with a status of 429/,
      'the test asks for a new code at once',
    );
    await banner.getByRole('button', { name: 'Send a new code' }).click();
    await toast(member, 'A code was sent a moment ago').waitFor();

    for (const language of LANGUAGES) {
      await inLanguage(member, language.code);
      await member.getByRole('region').getByText(language.banner).waitFor();
      await checkA11y(e2e, member);
      await e2e.screenshot(member, `verification-360-banner-${language.code}`);
    }
    await inLanguage(member, 'en');
    await fillProfileForm(member, { firstName: 'Meera', lastName: 'Jadhav', gender: 'Female', dateOfBirth: '1997-02-11' });
    await member.getByRole('button', { name: 'Save and continue' }).click();
    await member.waitForURL('**/photoUpload');
  });

  it('has the administrator enrol an authenticator at the first sign-in, with a code computed here', async () => {
    await admin.goto('/admin');
    await admin.locator('#admin-mobile').fill(ADMIN.mobile);
    await admin.locator('#admin-password').fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Login' }).click();
    await admin.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
    await admin.getByRole('img', { name: 'QR code to add Mali Vivah to your authenticator app' }).waitFor();
    // The password alone opened nothing but the second step.
    const halfway = await e2e.api('/admin/user/getDashboard', undefined, (await sessionToken(admin, 'admin'))!);
    expect(halfway).toMatchObject({ success: false, data: { code: 'SECOND_STEP_REQUIRED' } });
    await settled(admin);
    await e2e.checkA11y(admin);
    await e2e.screenshot(admin, 'verification-360-enrol-en');

    // A wrong code is refused and says so.
    e2e.allowBrowserErrors(
      /\/api\/admin\/twoStep\/confirm: Failed to load resource: the server responded with a status of 400/,
      'the test types a wrong code at enrolment first',
    );
    await admin.locator('#second-step-authenticator').fill('000000');
    await admin.getByRole('button', { name: 'Confirm and sign in' }).click();
    await adminToast(admin, 'Incorrect code, please try again').waitFor();

    await enrolInBrowser(admin, ADMIN.mobile);
    const codes = await admin.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
    expect(codes).toHaveLength(10);
    await settled(admin);
    await e2e.checkA11y(admin);
    await e2e.screenshot(admin, 'verification-360-recovery-codes-en');
    const continueButton = admin.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);
    await admin.getByLabel('I have saved these codes').check();
    await continueButton.click();
    await admin.waitForURL('**/admin/home');
    await admin.getByText('Total Users').waitFor();
  });

  it('keeps Approve off while the email is unverified, saying why', async () => {
    await admin.goto('/admin/pendingUsers');
    await admin.getByRole('button', { name: 'Actions for Meera Vasant Jadhav' }).click();
    await admin.getByRole('menuitem', { name: 'View Profile' }).click();
    await admin.getByText('email not verified', { exact: true }).waitFor();
    await admin.getByText('Email not verified', { exact: true }).waitFor();
    expect(await admin.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await settled(admin);
    await e2e.checkA11y(admin);
    await e2e.screenshot(admin, 'verification-360-approve-blocked');
  });

  it('verifies the email from the link in the mail received, once', async () => {
    const { link } = await verificationMailTo(e2e.mail, me.email);
    const path = new URL(link);
    await member.goto(`${path.pathname}${path.search}`);
    await member.getByText('Thank you: your email address is verified.').waitFor();
    // The key leaves the address bar.
    expect(new URL(member.url()).search).toBe('');
    await checkA11y(e2e, member);
    await e2e.screenshot(member, 'verification-360-link-done');
    expect(await member.getByRole('region', { name: 'Verification needed' }).count()).toBe(0);
    // The same link again does nothing more.
    e2e.allowBrowserErrors(
      /\/api\/user\/confirmEmail: Failed to load resource: the server responded with a status of 400/,
      'the test opens the mailed link a second time',
    );
    await member.goto(`${path.pathname}${path.search}`);
    await member.getByText('This verification link has expired or was already used').waitFor();
  });

  it('then lets the administrator approve', async () => {
    await admin.goto('/admin/pendingUsers');
    await admin.getByRole('button', { name: 'Actions for Meera Vasant Jadhav' }).click();
    await admin.getByRole('menuitem', { name: 'View Profile' }).click();
    await admin.getByText('Email verified', { exact: true }).waitFor();
    const approve = admin.getByRole('button', { name: 'Approve' });
    expect(await approve.isDisabled()).toBe(false);
    await approve.click();
    await adminToast(admin, 'User Updated Successfully').waitFor();
    const info = await e2e.api('/user/info', undefined, (await sessionToken(member))!);
    expect(info.data.status).toBe('ACTIVE');
  });

  it('verifies with the typed code too, on the verification page', async () => {
    const other = uniqueContact('kiran');
    const created = await e2e.api('/user/create', {
      email: other.email,
      mobileNumber: other.mobile,
      password: PASSWORD,
      language: 'mr',
      consent: CONSENT,
    });
    // Past the first sign-in's safety notices, as a returning member would be.
    await e2e.api('/user/safetyNotice', {}, created.data.token as string);
    const { code, mail } = await verificationMailTo(e2e.mail, other.email);
    expect(mail.subject).toBe('माळी विवाहसाठी तुमचा ईमेल पत्ता पडताळा');
    const page = await signedInPage(e2e, created.data.token);
    await page.goto('/verify');
    await page.getByRole('heading', { name: 'Email and mobile' }).waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'verification-360-verify-page');
    e2e.allowBrowserErrors(
      /\/api\/user\/verifyEmail: Failed to load resource: the server responded with a status of 400/,
      'the test types a wrong code first',
    );
    await page.getByLabel('Email code').fill(String((Number(code) % 900000) + 100001).slice(0, 6));
    await page.getByRole('button', { name: 'Verify' }).first().click();
    await toast(page, 'Incorrect code, please try again').waitFor();
    await page.getByLabel('Email code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).first().click();
    await toast(page, 'Your email address is verified').waitFor();
    await page.getByText(`${other.email} is verified`).waitFor();
    await page.context().close();
  });

  it('shows the enrolment and the code screens in Hindi and Marathi', async () => {
    for (const [i, language] of LANGUAGES.entries()) {
      const mobile = `977770001${i}`;
      await e2e.createAdmin(mobile, ADMIN.password);
      const page = await e2e.newPage({ width: 360 });
      await page.addInitScript((value) => localStorage.setItem('language', value), language.code);
      await page.goto('/admin');
      await page.locator('#admin-mobile').fill(mobile);
      await page.locator('#admin-password').fill(ADMIN.password);
      await page.getByRole('button', { name: language.login }).click();
      await page.getByRole('heading', { name: language.enrol }).waitFor();
      await settled(page);
      await e2e.checkA11y(page);
      await e2e.screenshot(page, `verification-360-enrol-${language.code}`);
      await page.context().close();
    }
    // A later sign-in asks for the code.
    await admin.getByRole('button', { name: 'Admin', exact: true }).click();
    await admin.getByRole('menuitem', { name: 'Sign out' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin');
    await inLanguage(admin, 'hi');
    await admin.locator('#admin-mobile').fill(ADMIN.mobile);
    await admin.locator('#admin-password').fill(ADMIN.password);
    await admin.getByRole('button', { name: 'लॉगिन' }).click();
    await admin.getByRole('heading', { name: 'दो-चरणीय लॉगिन' }).waitFor();
    await settled(admin);
    await e2e.checkA11y(admin);
    await e2e.screenshot(admin, 'verification-360-code-hi');
    await admin.locator('#second-step-authenticator').fill(await codeFromAuthenticator(e2e.baseUrl, ADMIN.mobile));
    await admin.getByRole('button', { name: 'सत्यापित करें' }).click();
    await admin.waitForURL('**/admin/home');
    await inLanguage(admin, 'en');
  });

  it('ends an idle admin session with a message and a return to sign-in', async () => {
    const token = await sessionToken(admin, 'admin');
    // The dashboard left open by the last step may still be reading; a read arriving after the
    // session went idle would be refused on a page this test does not watch.
    await admin.goto('about:blank');
    await e2e.running.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * MINUTE_MS) })
      .where(eq(sessions.tokenHash, hashToken(token!)));
    e2e.allowBrowserErrors(
      /\/api\/admin\/users: Failed to load resource: the server responded with a status of 401/,
      'the test lets the session go idle on the server under the open page',
    );
    await admin.goto('/admin/userList');
    await admin.waitForURL((url) => url.pathname === '/admin');
    await adminToast(admin, 'You were signed out after 30 minutes without activity').waitFor();
    await e2e.screenshot(admin, 'verification-360-admin-idle');
    await expectNoSessionCookie(admin, 'admin');
    // Signing in again works as before.
    await signIn(admin, ADMIN);
  });

  it('ends an idle member session with the session-ended notice', async () => {
    const token = await sessionToken(member);
    // Its last use 31 days ago, its end still ahead (as the idle limit, not the end, stops it).
    // The end moves with it, so the write is announced and the server drops its copy of the
    // session: it follows the marks of use it writes itself, never one written behind its back.
    await e2e.running.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * DAY_MS), expiresAt: new Date(Date.now() + DAY_MS) })
      .where(eq(sessions.tokenHash, hashToken(token!)));
    await e2e.running.database.changes.caughtUp();
    e2e.allowBrowserErrors(
      /\/api\/user\/info: Failed to load resource: the server responded with a status of 401/,
      'the test lets the session go idle on the server while the member is away',
    );
    await member.goto('/photoUpload');
    await member.waitForURL('**/auth');
    await member.getByText('Your session has ended, please sign in again').waitFor();
  });
});
