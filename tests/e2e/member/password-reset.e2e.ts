import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/harness.js';
import { checkA11y, createMember, PASSWORD, toast } from './member-fixtures.js';

/** Forgot password in three steps, with the OTP read from the mail the server really sent. */
describe('forgot password', () => {
  let e2e: E2E;
  let page: Page;
  let member: { mobile: string; email: string };

  beforeAll(async () => {
    e2e = await startE2E();
    member = await createMember(e2e, { firstName: 'Rekha', lastName: 'Mali', gender: 'Female', dateOfBirth: '1996-05-05' });
    page = await e2e.newPage({ width: 360 });
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('needs the previous step: the OTP and password screens send a direct visitor back', async () => {
    await page.goto('/OTPVerification');
    await page.waitForURL('**/emailVerification');
    await page.goto('/PassWordVerification');
    await page.waitForURL('**/emailVerification');
  });

  it('starts from the Forget Password link and refuses an unknown email', async () => {
    e2e.allowBrowserErrors(
      /\/api\/user\/checkEmail: Failed to load resource: the server responded with a status of 404/,
      'the test asks for a code for an unknown address',
    );
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forget Password' }).click();
    await page.waitForURL('**/emailVerification');
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-email-verification');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await toast(page, 'Provided email: nobody@example.com, Not found.').waitFor();
  });

  it('mails an OTP, refuses a wrong one, accepts the right one and sets a new password', async () => {
    e2e.allowBrowserErrors(
      /\/api\/user\/verifyOtp: Failed to load resource: the server responded with a status of 400/,
      'the test types a wrong code first',
    );
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await toast(page, `OTP sent to ${member.email}, Please check.`).waitFor();
    await page.waitForURL('**/OTPVerification');
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-otp-verification');

    const mail = await e2e.mail.waitFor(member.email);
    const otp = /\b(\d{4})\b/.exec(mail.text)?.[1];
    expect(otp).toMatch(/^\d{4}$/);
    const wrong = otp === '0000' ? '1111' : '0000';
    await page.getByLabel('OTP').fill(wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await toast(page, 'Incorrect OTP, Please try again').waitFor();

    await page.getByLabel('OTP').fill(otp!);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await toast(page, 'Otp correct, Please set new password').waitFor();
    await page.waitForURL('**/PassWordVerification');
    // The reset token the code answered stays in the page's memory: not in the address, not in storage.
    expect(page.url()).not.toContain('mvp_');
    const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
    expect(stored).not.toContain('mvp_');
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-password-verification');

    await page.getByLabel('New password').fill('Fresh#Start2025');
    await page.getByLabel('Confirm password').fill('Fresh#Start2025');
    await page.getByRole('button', { name: 'Save password' }).click();
    await toast(page, 'Password updated, Please login now').waitFor();
    await page.waitForURL('**/auth');

    expect((await e2e.api('/user/login', { mobileNumber: member.mobile, password: PASSWORD })).success).toBe(false);
    expect((await e2e.api('/user/login', { mobileNumber: member.mobile, password: 'Fresh#Start2025' })).success).toBe(true);
  });
});
