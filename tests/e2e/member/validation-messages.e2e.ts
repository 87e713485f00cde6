import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/contract/messages.js';
import { startE2E, type E2E } from '../support/harness.js';
import { checkA11y, createMember, PASSWORD, registerAccount, signedInPage, tickConsent, uniqueContact } from './member-fixtures.js';

const M = MESSAGES;

/** Types into a field and leaves it: errors show once a field was touched. */
async function enter(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.blur();
}

async function shows(scope: Page | Locator, text: string): Promise<void> {
  await scope.getByText(text, { exact: true }).first().waitFor();
}

/** Every validation message of SPEC section 5, as a member meets it. */
describe('validation messages', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E();
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('login: required, number, ten digits, and input capped at ten characters', async () => {
    const page = await e2e.newPage();
    await page.goto('/auth');
    // The app checks the fields once it has taken the page over (before, the server would).
    await page.locator('html[data-app="mounted"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await expect.poll(() => page.getByText(M['validation.required'], { exact: true }).count()).toBe(2);
    const mobile = page.getByLabel('Mobile Number');
    await enter(mobile, 'abcd');
    await shows(page, M['validation.mustBeNumber']);
    await enter(mobile, '98765');
    await shows(page, M['validation.mobileLength']);
    await mobile.fill('98765432101234');
    expect(await mobile.inputValue()).toBe('9876543210');
    await e2e.screenshot(page, 'member-360-auth-login-errors');
    await page.context().close();
  });

  it('signup: email and password length; a taken mobile number is refused', async () => {
    e2e.allowBrowserErrors(
      /\/api\/user\/create: Failed to load resource: the server responded with a status of 409/,
      'the test signs up with a number that is taken',
    );
    const page = await e2e.newPage();
    await page.goto('/auth?tab=signup');
    await enter(page.getByLabel('Email'), 'not-an-email');
    await shows(page, M['validation.email']);
    await enter(page.getByLabel('Password', { exact: false }).first(), 'short');
    await shows(page, M['validation.passwordMin']);
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: false }).first().getAttribute('type')).toBe('text');
    await e2e.screenshot(page, 'member-360-auth-signup-errors');

    const taken = await createMember(e2e, { firstName: 'Taken', lastName: 'Mali', gender: 'Female', dateOfBirth: '1995-01-01' });
    await page.getByLabel('Email').fill(uniqueContact('fresh').email);
    await page.getByLabel('Mobile Number').fill(taken.mobile);
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await tickConsent(page);
    await page.getByRole('button', { name: 'Register and Pay' }).click();
    await page.getByText('Mobile number already exist please try with login').waitFor();
    await page.context().close();
  });

  it('login with a wrong password shows the server message', async () => {
    e2e.allowBrowserErrors(
      /\/api\/user\/login: Failed to load resource: the server responded with a status of 401/,
      'the test signs in with a wrong password on purpose',
    );
    const member = await createMember(e2e, { firstName: 'Wrong', lastName: 'Mali', gender: 'Female', dateOfBirth: '1995-01-01' });
    const page = await e2e.newPage();
    await page.goto('/auth');
    await page.getByLabel('Mobile Number').fill(member.mobile);
    await page.getByLabel('Password', { exact: false }).first().fill('Not-the-password1');
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await page.getByText('Incorrect Mobile Number or Password').waitFor();
    await page.context().close();
  });

  it('profile form: name lengths, birth date, required fields and mobile numbers', async () => {
    const contact = uniqueContact('fresh');
    const page = await signedInPage(e2e, await registerAccount(e2e, contact));
    // The second spelling of the form's address (SPEC section 2) opens the same form.
    await page.goto('/userDetails');
    const personal = page.getByRole('group', { name: 'Personal Details' });
    await personal.getByLabel('First Name').waitFor();
    await enter(personal.getByLabel('First Name'), 'A');
    await shows(personal, M['validation.tooShort']);
    await enter(personal.getByLabel('Middle Name'), 'Abcdefghijklmnop');
    await shows(personal, M['validation.tooLong']);
    await enter(personal.getByLabel('Last Name'), 'B'.repeat(26));
    expect(await personal.getByText(M['validation.tooLong'], { exact: true }).count()).toBe(2);
    await enter(personal.getByLabel('Date of Birth'), '2015-01-01');
    await shows(personal, M['validation.minimumAge']);
    await enter(personal.getByLabel('Date of Birth'), '2090-01-01');
    await shows(personal, M['validation.bornInFuture']);
    await enter(personal.getByLabel('Birth Place'), '');
    await shows(personal, M['userDetails.personalInfo.errors.required']);

    const family = page.getByRole('group', { name: 'Family Details' });
    const mother = family.getByLabel("Mother's Mobile Number");
    await enter(mother, '98220');
    await shows(family, M['validation.mobileLength']);
    await mother.fill('982200000123');
    expect(await mother.inputValue()).toBe('9822000001');
    expect(await family.getByLabel("Brother's Mobile Number").getAttribute('maxlength')).toBe('10');

    const address = page.getByRole('group', { name: 'Address Details' });
    await enter(address.getByLabel('Pin Code'), '4110');
    await shows(address, M['validation.pincode']);
    expect(await address.getByLabel('Pin Code').getAttribute('inputmode')).toBe('numeric');

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Please correct the fields marked in red.').waitFor();
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-userdetails-errors');
    await page.context().close();
  });

  it('uploads: both files and the kind of document required, and the size alerts', async () => {
    const contact = uniqueContact('uploader');
    const page = await signedInPage(e2e, await registerAccount(e2e, contact));
    await page.goto('/photoUpload');
    await page.getByRole('button', { name: 'Upload' }).click();
    expect(await page.getByText(M['validation.required'], { exact: true }).count()).toBe(3);
    await page.getByLabel('Profile photo').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5270 * 1024 + 1) });
    await shows(page, M['validation.photoTooBig']);
    await page
      .getByLabel('Identity document')
      .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1024 * 1024 + 1) });
    await shows(page, M['validation.documentTooBig']);
    await checkA11y(e2e, page);
    await e2e.screenshot(page, 'member-360-photo-upload-errors');
    await page.context().close();
  });

  it('forgot password: email, OTP and new password rules', async () => {
    const member = await createMember(e2e, { firstName: 'Reset', lastName: 'Mali', gender: 'Female', dateOfBirth: '1995-01-01' });
    const page = await e2e.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/emailVerification');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await shows(page, M['validation.required']);
    await enter(page.getByLabel('Email'), 'nope');
    await shows(page, M['validation.email']);
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.waitForURL('**/OTPVerification');

    const otpField = page.getByLabel('OTP');
    await enter(otpField, '12a4');
    await shows(page, M['validation.onlyDigits']);
    await enter(otpField, '12');
    await shows(page, M['validation.otpLength']);
    await otpField.fill('123456');
    expect(await otpField.inputValue()).toBe('1234');
    await e2e.screenshot(page, 'member-360-otp-errors');

    const otp = /\b(\d{4})\b/.exec((await e2e.mail.waitFor(member.email)).text)![1]!;
    await otpField.fill(otp);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL('**/PassWordVerification');

    const password = page.getByLabel('New password');
    const confirm = page.getByLabel('Confirm password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await shows(page, M['validation.passwordRequired']);
    await shows(page, M['validation.confirmRequired']);
    for (const [value, message] of [
      ['Abcdef#1', M['validation.passwordMin']],
      ['Password@123', M['validation.passwordCommon']],
    ] as const) {
      await enter(password, value);
      await shows(page, message);
    }
    await enter(password, 'Kesar#Mango77');
    await enter(confirm, 'Kesar#Mango78');
    await shows(page, M['validation.passwordsMatch']);
    await e2e.screenshot(page, 'member-360-password-verification-errors');
    await page.context().close();
  });

  it('change password: length and confirmation; a wrong current password is refused', async () => {
    e2e.allowBrowserErrors(
      /\/api\/user\/changePassword: Failed to load resource: the server responded with a status of 400/,
      'the test gives a wrong current password on purpose',
    );
    const member = await createMember(e2e, { firstName: 'Changer', lastName: 'Mali', gender: 'Female', dateOfBirth: '1995-01-01' });
    const page = await signedInPage(e2e, member.token);
    await page.goto('/change');
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await page.getByText(M['validation.required'], { exact: true }).count()).toBe(3);
    await enter(page.getByLabel('New password', { exact: false }).first(), 'short');
    await shows(page, M['validation.passwordMin']);
    await page.getByLabel('Current password').fill('Wrong-current-1');
    await page.getByLabel('New password', { exact: false }).first().fill('Kesar#Mango-77');
    await enter(page.getByLabel('Confirm new password'), 'Kesar#Mango-78');
    await shows(page, M['validation.passwordsMatch']);
    await page.getByLabel('Confirm new password').fill('Kesar#Mango-77');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password is wrong').waitFor();
    await e2e.screenshot(page, 'member-360-change-password-errors');
    await page.context().close();
  });

  it('home search needs a name', async () => {
    const member = await createMember(e2e, { firstName: 'Searcher', lastName: 'Mali', gender: 'Male', dateOfBirth: '1995-01-01' });
    const form = new FormData();
    form.append('type', 'profilePhoto');
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = (await (await fetch(`${e2e.baseUrl}/api/upload?token=${member.token}`, { method: 'POST', body: form })).json()) as {
      response_data: { url: string };
    };
    await e2e.api('/user/updateUser', { photoDetails: { profilePhoto: uploaded.response_data.url } }, member.token);
    const page = await signedInPage(e2e, member.token);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Search' }).click();
    await shows(page, M['validation.searchRequired']);
    await page.context().close();
  });
});
