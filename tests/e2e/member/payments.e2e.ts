import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../src/contract/limits.js';
import { payments, users } from '../../../src/server/db/schema.js';
import { razorpayEnv, startRazorpayStandIn, type RazorpayStandIn } from '../../support/razorpay-stand-in.js';
import { addPhotoAndDocument, createMember as createProfiledMember } from '../admin/factories.js';
import { startE2E, type E2E } from '../support/harness.js';
import { sessionToken, signInWithToken } from '../support/session-cookies.js';
import { chooseFromAccountMenu, checkA11y, settle, tickConsent, uniqueContact } from './member-fixtures.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Paying the annual fee in a real browser against the real server, with Razorpay played by a
 * local stand-in: its checkout.js opens a Checkout frame from its own origin (the content security
 * policy must admit both), paying there answers with a signature made with the test key secret,
 * and the stand-in then delivers the signed webhook too, as Razorpay would. Nothing leaves the machine.
 */
describe('paying the annual fee', () => {
  let standIn: RazorpayStandIn;
  let e2e: E2E;
  let page: Page;

  beforeAll(async () => {
    standIn = await startRazorpayStandIn();
    e2e = await startE2E({
      env: {
        ANNUAL_FEE_INR: '1500',
        ...razorpayEnv(standIn),
        PAYMENT_INSTRUCTIONS: 'Cash or UPI at the Mali Samaj office, Shivajinagar, Pune, 10 am to 5 pm.\\nUPI: malivivah@upi',
        PAYMENT_INSTRUCTIONS_HI: 'माली समाज कार्यालय, शिवाजीनगर, पुणे में सुबह 10 से शाम 5 बजे तक नकद या UPI से।\\nUPI: malivivah@upi',
        PAYMENT_INSTRUCTIONS_MR: 'माळी समाज कार्यालय, शिवाजीनगर, पुणे येथे सकाळी 10 ते संध्याकाळी 5 या वेळेत रोख किंवा UPI ने.\\nUPI: malivivah@upi',
      },
    });
    standIn.deliverWebhooksTo(`${e2e.baseUrl}/api/payments/razorpay/webhook`);
  });

  afterAll(async () => {
    await e2e?.stop();
    await standIn?.close();
  });

  const db = () => e2e.running.database.db;
  const checkout = (on: Page) => on.frameLocator('iframe[title="Razorpay Checkout"]');
  /**
   * Presses a button of the stand-in Checkout as an event in its own page. What is tested is how
   * the app answers what Checkout tells it; a pointer's click into the frame raced the frame
   * itself: sent as the frame first appeared it reached the page under it and was lost (one run
   * in four), and on Close checkout, which removes the frame, the click could wait for an answer
   * from a frame that was gone.
   */
  async function pressInCheckout(on: Page, name: string) {
    const button = checkout(on).getByRole('button', { name });
    await button.waitFor();
    await button.dispatchEvent('click');
  }
  async function inLanguage(on: Page, language: Language) {
    await on.evaluate((value) => localStorage.setItem('language', value), language);
    await on.reload();
  }

  it('registers with Register and Pay, pays in Checkout and comes back to the profile form', async () => {
    page = await e2e.newPage({ width: 360 });
    page.setDefaultTimeout(20_000);
    const me = uniqueContact('payer');
    await page.goto('/auth?tab=signup');
    await page.getByText('Amount to pay now: ₹1,500').waitFor();
    await page.getByLabel('Email').fill(me.email);
    await page.getByLabel('Mobile Number').fill(me.mobile);
    await page.getByLabel('Password', { exact: false }).first().fill('Payer#Secret2026');
    await tickConsent(page);
    await page.getByRole('button', { name: 'Register and Pay' }).click();

    await checkout(page).getByRole('button', { name: 'Pay ₹1500.00' }).waitFor();
    // Checkout covers the window: a full-page capture would resize it and catch the frame mid-repaint.
    await e2e.screenshot(page, 'member-360-checkout', { fullPage: false });
    await pressInCheckout(page, 'Pay ₹1500.00');
    // SPEC's /payment?type=1&token=… signs the payer in; onboarding then asks for the profile.
    await page.waitForURL('**/userdetails');
    const token = await sessionToken(page);
    const info = await e2e.api('/user/info', undefined, token!);
    expect(info.data.standing.subscription).toMatchObject({ required: true, active: true });
    // The webhook came too, and changed nothing more: one payment, one receipt.
    await expect.poll(() => standIn.deliveries.length).toBe(1);
    expect(standIn.deliveries[0]!.status).toBe(200);
    const rows = await db().select().from(payments).where(eq(payments.userId, info.data.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'COMPLETED', method: 'RAZORPAY' });
    expect((await e2e.api('/user/receipts', undefined, token!)).data.receipts).toHaveLength(1);
    await e2e.mail.waitFor((m) => m.to.includes(me.email) && /receipt/i.test(m.subject));
    await page.context().close();
  });

  describe('a member whose subscription ran out', () => {
    let sunil: Awaited<ReturnType<typeof createProfiledMember>>;
    let meera: Awaited<ReturnType<typeof createProfiledMember>>;

    beforeAll(async () => {
      sunil = await createProfiledMember(e2e, { firstName: 'Sunil', lastName: 'Mali', gender: 'Male' });
      meera = await createProfiledMember(e2e, { firstName: 'Meera', lastName: 'Mali', gender: 'Female' });
      for (const member of [sunil, meera]) {
        await addPhotoAndDocument(e2e, member, 'png');
        await e2e.approve(member.mobileNumber);
      }
      await db()
        .update(users)
        .set({ subscriptionUntil: new Date(Date.now() - 3 * DAY_MS) })
        .where(eq(users.id, sunil.id));
      await db()
        .update(users)
        .set({ subscriptionUntil: new Date(Date.now() + 200 * DAY_MS) })
        .where(eq(users.id, meera.id));
    });

    it('sees the renew page at sign-in, with online payment and the office instructions, in three languages', async () => {
      page = await e2e.newPage({ width: 360 });
      page.setDefaultTimeout(20_000);
      await page.goto('/auth');
      await page.getByLabel('Mobile Number').fill(sunil.mobileNumber);
      await page.getByLabel('Password', { exact: false }).first().fill('Member@123');
      await page.getByRole('button', { name: 'Login' }).last().click();
      await page.waitForURL('**/renew');
      await page.getByRole('heading', { name: 'Your subscription has ended', level: 1 }).waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toContain('Annual fee: ₹1,500');
      expect(text).toContain('without a new review');
      expect(text).toContain('UPI: malivivah@upi');
      await page.getByRole('button', { name: 'Pay ₹1,500 online' }).waitFor();
      await settle(page);
      await checkA11y(e2e, page);
      await e2e.screenshot(page, 'member-360-renew-en');
      for (const [language, heading] of [
        ['hi', 'आपकी सदस्यता समाप्त हो गई है'],
        ['mr', 'तुमची सदस्यता संपली आहे'],
      ] as const) {
        await inLanguage(page, language);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await settle(page);
        await checkA11y(e2e, page);
        await e2e.screenshot(page, `member-360-renew-${language}`);
      }
      await inLanguage(page, 'en');
      // Expired, the profile is out of listings: Meera, who pays, does not see Sunil.
      const seen = await e2e.api('/user/getProfile', { page: 1, fullName: 'Sunil' }, meera.token);
      expect(seen.data.userData).toEqual([]);
    });

    it('shows Payment Failed with a retry when Checkout is closed, in three languages', async () => {
      await page.getByRole('button', { name: 'Pay ₹1,500 online' }).click();
      await pressInCheckout(page, 'Close checkout');
      await page.waitForURL((url) => url.pathname === '/payment' && !url.search.includes('token'));
      await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await settle(page);
      await checkA11y(e2e, page);
      await e2e.screenshot(page, 'member-360-payment-failed-en');
      for (const [language, heading, retry] of [
        ['hi', 'भुगतान विफल', 'फिर कोशिश करें'],
        ['mr', 'पेमेंट अयशस्वी', 'पुन्हा प्रयत्न करा'],
      ] as const) {
        await inLanguage(page, language);
        await page.getByRole('heading', { name: heading }).waitFor();
        await page.getByRole('button', { name: retry }).waitFor();
        await settle(page);
        await checkA11y(e2e, page);
        await e2e.screenshot(page, `member-360-payment-failed-${language}`);
      }
      await inLanguage(page, 'en');
      expect((await db().select().from(users).where(eq(users.id, sunil.id)))[0]!.subscriptionUntil!.getTime()).toBeLessThan(Date.now());
    });

    it('pays on retry and is back in the listing without a new review', async () => {
      await page.getByRole('button', { name: 'Try again' }).click();
      // A failed attempt inside Checkout can be tried again there, as in Razorpay's own.
      await pressInCheckout(page, 'Fail this attempt');
      await pressInCheckout(page, 'Pay ₹1500.00');
      await page.waitForURL('**/home');
      await page.getByRole('heading', { name: 'Find your match', level: 1 }).waitFor();
      await page.getByText('Meera Ramesh Mali').first().waitFor();
      expect(await page.getByText('Your subscription is not active').count()).toBe(0);
      const [row] = await db().select().from(users).where(eq(users.id, sunil.id));
      expect(row!.status).toBe('ACTIVE');
      expect(row!.subscriptionUntil!.getTime()).toBeGreaterThan(Date.now() + 360 * DAY_MS);
      const seen = await e2e.api('/user/getProfile', { page: 1, fullName: 'Sunil' }, meera.token);
      expect(seen.data.userData.map((u: { id: string }) => u.id)).toEqual([sunil.id]);
    });

    it('finds the receipt in the account menu, in three languages', async () => {
      await chooseFromAccountMenu(page, 'Receipts');
      await page.waitForURL('**/receipts');
      await page.getByRole('heading', { name: 'Receipts', level: 1 }).waitFor();
      const [paid] = await db().select().from(payments).where(eq(payments.userId, sunil.id));
      const card = page.getByRole('listitem').filter({ hasText: `Receipt No. ${paid!.receiptNo}` });
      const text = await card.innerText();
      for (const value of ['₹1,500', 'Online (Razorpay)', paid!.providerRef!]) expect(text).toContain(value);
      expect(await page.locator('main').innerText()).toMatch(/Your subscription runs until \w+day, \d{2} \w{3} \d{4}/);
      await settle(page);
      await checkA11y(e2e, page);
      await e2e.screenshot(page, 'member-360-receipts-en');
      for (const [language, heading] of [
        ['hi', 'रसीदें'],
        ['mr', 'पावत्या'],
      ] as const) {
        await inLanguage(page, language);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await settle(page);
        await checkA11y(e2e, page);
        await e2e.screenshot(page, `member-360-receipts-${language}`);
      }
      await page.context().close();
    });

    it('is told on the home page when a renewal falls due', async () => {
      await db()
        .update(users)
        .set({ subscriptionUntil: new Date(Date.now() + 4 * DAY_MS) })
        .where(eq(users.id, meera.id));
      const desktop = await e2e.newPage({ width: 1280, height: 900 });
      desktop.setDefaultTimeout(20_000);
      await signInWithToken(desktop, meera.token);
      await desktop.goto('/home');
      await desktop.getByText(/Your subscription ends on .+ Renew it to stay listed\./).waitFor();
      await settle(desktop);
      await checkA11y(e2e, desktop);
      await e2e.screenshot(desktop, 'member-1280-renewal-due');
      await desktop.getByRole('link', { name: 'Renew' }).click();
      await desktop.getByRole('heading', { name: 'Your subscription ends soon', level: 1 }).waitFor();
      await e2e.screenshot(desktop, 'member-1280-renew-due');
      await desktop.context().close();
    });
  });
});
