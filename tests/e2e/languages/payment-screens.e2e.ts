import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema.js';
import { razorpayEnv, startRazorpayStandIn, type RazorpayStandIn } from '../../support/razorpay-stand-in.js';
import { startE2E, type E2E } from '../support/harness.js';
import { signInWithToken } from '../support/session-cookies.js';
import { fieldError, heading, startWalk, walkProfile as profile, type Seeded } from './walk.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the office wrote for each language (configuration, shown as written). */
const INSTRUCTIONS = {
  hi: 'माली समाज कार्यालय, शिवाजीनगर, पुणे में सुबह 10 से शाम 5 बजे तक नकद या UPI से।\\nUPI: malivivah@upi',
  mr: 'माळी समाज कार्यालय, शिवाजीनगर, पुणे येथे सकाळी 10 ते संध्याकाळी 5 या वेळेत रोख किंवा UPI ने.\\nUPI: malivivah@upi',
};

/**
 * The screens of paying the annual fee, member's and office's, in Hindi and in Marathi, with a fee
 * paid online (Razorpay, played by a local stand-in) or at the office: the registration form's
 * amount, the renew page in each situation, 'Payment Failed' with its retry, the listing closed for
 * want of payment, the renewal notice, receipts, and the admin's Payments screen and its form.
 * Each is checked for Latin-script words, as every-screen.ts checks the rest.
 */
describe.each(['hi', 'mr'] as const)('the payment screens in %s', (language) => {
  let standIn: RazorpayStandIn;
  let e2e: E2E;
  let ended: Seeded;
  let due: Seeded;
  let never: Seeded;
  const walk = startWalk(() => e2e, language);
  const { pageIn, check, tx } = walk;

  const setSubscription = (member: Seeded, until: Date) =>
    e2e.running.database.db.update(users).set({ subscriptionUntil: until }).where(eq(users.mobileNumber, member.mobile));

  beforeAll(async () => {
    standIn = await startRazorpayStandIn();
    e2e = await startE2E({
      env: {
        ANNUAL_FEE_INR: '1500',
        ...razorpayEnv(standIn),
        PAYMENT_INSTRUCTIONS: 'Cash or UPI at the Mali Samaj office.',
        PAYMENT_INSTRUCTIONS_HI: INSTRUCTIONS.hi,
        PAYMENT_INSTRUCTIONS_MR: INSTRUCTIONS.mr,
      },
    });
    // The office's own words are shown as written, its UPI address among them.
    walk.allow([INSTRUCTIONS[language]]);
    ended = await walk.seed(profile('Sunil', 'Mali', 'Male'), { approve: true });
    due = await walk.seed(profile('Meera', 'Mali', 'Female'), { approve: true });
    never = await walk.seed(profile('Kiran', 'Mali', 'Male'), { approve: true });
    // The office took Meera's fee: a receipt, then a subscription that ends in four days.
    const recorded = await e2e.api(
      '/admin/payments/record',
      { mobileNumber: due.mobile, amountInr: '1500', method: 'UPI', reference: '44710021' },
      await e2e.adminToken(),
    );
    expect(recorded.success).toBe(true);
    await setSubscription(due, new Date(Date.now() + 4 * DAY_MS));
    await setSubscription(ended, new Date(Date.now() - 3 * DAY_MS));
  });

  afterAll(async () => {
    await e2e?.stop();
    await standIn?.close();
  });

  it('has the visitor’s registration form with the amount to pay now', async () => {
    const page = await pageIn();
    await page.goto('/auth?tab=signup');
    await heading(page);
    await page.getByText(tx('member', 'auth.chargeNow').replace('{{amount}}', '₹1,500')).waitFor();
    await check(page, 'signup-with-fee');
    await page.context().close();
  });

  it('has the screens of a member whose subscription ended: renew, payment failed, the closed listing', async () => {
    const page = await pageIn({ token: ended.token });
    await page.goto('/renew');
    await page.getByRole('heading', { level: 1, name: tx('payments', 'renew.title.ended') }).waitFor();
    await page.getByRole('button', { name: tx('payments', 'renew.payOnline').replace('{{fee}}', '₹1,500') }).waitFor();
    await check(page, 'renew-ended');

    await page.goto('/payment');
    await page.getByRole('button', { name: tx('member', 'payment.retry') }).waitFor();
    await check(page, 'payment-failed-retry');

    await page.goto('/home');
    await page.getByRole('link', { name: tx('member', 'home.renew') }).waitFor();
    await check(page, 'home-payment-required');
    await page.context().close();
  });

  it('has the screens of a member whose renewal falls due: the notice, renew, receipts', async () => {
    const page = await pageIn({ token: due.token, width: 360 });
    await page.goto('/home');
    await page.getByRole('link', { name: tx('member', 'home.renew') }).waitFor();
    await check(page, 'home-renewal-due');

    await page.goto('/renew');
    await page.getByRole('heading', { level: 1, name: tx('payments', 'renew.title.due') }).waitFor();
    await check(page, 'renew-due');

    await page.goto('/receipts');
    await page.getByRole('heading', { level: 1, name: tx('payments', 'receipts.title') }).waitFor();
    await page.getByRole('listitem').first().waitFor();
    expect(await page.getByRole('listitem').first().innerText()).toContain(tx('payments', 'method.UPI'));
    await check(page, 'receipts');
    await page.context().close();
  });

  it('has the screens of a member who never paid: renew, no receipts', async () => {
    const page = await pageIn({ token: never.token });
    await page.goto('/renew');
    await page.getByRole('heading', { level: 1, name: tx('payments', 'renew.title.never') }).waitFor();
    await check(page, 'renew-never');

    await page.goto('/receipts');
    await page.getByText(tx('payments', 'receipts.empty')).waitFor();
    await check(page, 'receipts-empty');
    await page.context().close();
  });

  it('has the office’s Payments screen, its filter and its form', async () => {
    e2e.allowBrowserErrors(
      /\/api\/admin\/payments\/record: Failed to load resource: the server responded with a status of 404/,
      'the walk shows the form refusing a number nobody registered',
    );
    const token = await e2e.adminToken();
    const page = await pageIn();
    await signInWithToken(page, token, 'admin');
    await page.goto('/admin/payments');
    await page.getByRole('heading', { level: 1, name: tx('admin-payments', 'title') }).waitFor();
    await page.getByRole('main').getByRole('listitem').first().waitFor();
    await check(page, 'admin-payments');

    await page.getByLabel(tx('admin-payments', 'filter.from'), { exact: true }).fill('2020-01-01');
    await page.getByLabel(tx('admin-payments', 'filter.to'), { exact: true }).fill('2020-01-31');
    await page.getByRole('button', { name: tx('admin-payments', 'filter.apply') }).click();
    await page.getByText(tx('admin-payments', 'empty')).waitFor();
    await check(page, 'admin-payments-none');

    await page.getByRole('button', { name: tx('admin-payments', 'record.open') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('button[type="submit"]').click();
    await fieldError(page);
    await check(page, 'admin-record-payment-errors');
    await dialog.getByLabel(tx('admin-payments', 'record.mobileNumber')).fill('9999912345');
    await dialog.getByLabel(tx('admin-payments', 'record.reference')).fill('50112');
    await dialog.getByLabel(tx('admin-payments', 'record.method')).selectOption('CASH');
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByText(tx('common', 'errors.USER_NOT_FOUND')).waitFor();
    await check(page, 'admin-record-payment-unknown');
    await page.context().close();
  });

  it('found no Latin-script word that is not member data, a brand, a unit or a format', () => {
    expect(walk.found, `Latin-script words on ${language} payment screens:\n${walk.found.join('\n')}`).toEqual([]);
  });
});
