import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type Member } from '../../../tests/support/factories.js';
import { razorpayEnv, startRazorpayStandIn, type RazorpayStandIn } from '../../../tests/support/razorpay-stand-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { notifications, payments, users } from '../db/schema.js';

const FEE_INR = 1500;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

let standIn: RazorpayStandIn;
let t: TestApp;

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  t = await createTestApp({ env: { ANNUAL_FEE_INR: String(FEE_INR), ...razorpayEnv(standIn) } });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const startPayment = (member: Member) => t.call('/user/makePayment', { token: member.token, body: {} });
const verify = (member: Member, body: unknown) => t.call('/user/paymentVerify', { token: member.token, body });
const webhook = (body: string, signature?: string) =>
  t.call('/payments/razorpay/webhook', {
    body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-razorpay-signature': signature } : {}) },
  });
const paymentsOf = (member: Member) => t.db.select().from(payments).where(eq(payments.userId, member.id));
const subscriptionOf = async (member: Member) =>
  (await t.db.select({ until: users.subscriptionUntil }).from(users).where(eq(users.id, member.id)))[0]!.until;
/** The content security policy's directives, by name. */
async function policyOf(app: TestApp): Promise<Record<string, string>> {
  const res = await app.app.inject({ method: 'GET', url: '/api/health' });
  return Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

/** The same signature with its last hex digit changed. */
const flipLast = (hex: string) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');
const receiptMails = (member: Member) => t.mail.messages.filter((m) => m.to.includes(member.email) && /receipt/i.test(m.subject));

describe('Register and Pay with Razorpay', () => {
  it('creates an order through the Orders API and answers what Checkout needs', async () => {
    const member = await registerMember(t);
    const res = await startPayment(member);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: 'PENDING', amountInr: FEE_INR, subscriptionUntil: null });
    const checkout = res.json.data.checkout;
    expect(checkout).toEqual({
      provider: 'razorpay',
      keyId: standIn.keyId,
      orderId: expect.stringMatching(/^order_\w+$/),
      amountPaise: FEE_INR * 100,
      currency: 'INR',
      scriptUrl: `${standIn.url}/v1/checkout.js`,
      prefill: { email: member.email, contact: member.mobileNumber },
    });
    // The request Razorpay documents: basic auth with the key id and secret, amount in paise.
    const request = standIn.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/orders' });
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${standIn.keyId}:${standIn.keySecret}`).toString('base64')}`);
    expect(request.body).toEqual({
      amount: FEE_INR * 100,
      currency: 'INR',
      receipt: res.json.data.paymentId,
      notes: { paymentId: res.json.data.paymentId, userId: member.id },
    });
    const [row] = await paymentsOf(member);
    expect(row).toMatchObject({ status: 'PENDING', provider: 'razorpay', amountPaise: FEE_INR * 100, orderId: checkout.orderId });
  });

  it('pays the same order again on a retry, without a second order', async () => {
    const member = await registerMember(t);
    const first = await startPayment(member);
    const before = standIn.requests.length;
    const again = await startPayment(member);
    expect(again.json.data.checkout.orderId).toBe(first.json.data.checkout.orderId);
    expect(standIn.requests.length).toBe(before);
    expect(await paymentsOf(member)).toHaveLength(1);
  });

  it('gives five parallel calls one payment and one order', async () => {
    const member = await registerMember(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => startPayment(member)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.json.data.paymentId)).size).toBe(1);
    expect(new Set(results.map((r) => r.json.data.checkout.orderId)).size).toBe(1);
    const rows = await paymentsOf(member);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.orderId).toBe(results[0]!.json.data.checkout.orderId);
  });

  it('completes on a genuine Checkout signature, once, with a receipt and a return code', async () => {
    const member = await registerMember(t);
    const { orderId } = (await startPayment(member)).json.data.checkout;
    const paid = standIn.pay(orderId);
    const res = await verify(member, paid);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: 'COMPLETED', returnPath: expect.stringMatching(/^\/payment\?type=1&token=mvr_/) });
    const until = await subscriptionOf(member);
    expect(Math.abs(until!.getTime() - Date.now() - YEAR_MS)).toBeLessThan(2 * 24 * 60 * 60 * 1000);
    const [row] = await paymentsOf(member);
    expect(row).toMatchObject({ status: 'COMPLETED', method: 'RAZORPAY', providerRef: paid.razorpay_payment_id });
    expect(row!.receiptNo).toBeGreaterThan(0);
    // The return code signs the payer in on SPEC's /payment page.
    const code = decodeURIComponent(res.json.data.returnPath.split('token=')[1]);
    const back = await t.call('/user/paymentReturn', { body: { code } });
    expect((await t.call('/user/info', { token: back.json.data.token })).json.data.id).toBe(member.id);
    await t.mail.waitFor((m) => m.to.includes(member.email) && /receipt/i.test(m.subject));

    // The webhook for the same payment, and the same answer again, change nothing.
    const { body, signature } = standIn.capturedWebhook(orderId, paid.razorpay_payment_id);
    const hook = await webhook(body, signature);
    expect(hook.status).toBe(200);
    expect((await verify(member, paid)).status).toBe(200);
    expect(await paymentsOf(member)).toHaveLength(1);
    expect((await subscriptionOf(member))!.getTime()).toBe(until!.getTime());
    const [after] = await paymentsOf(member);
    expect(after!.receiptNo).toBe(row!.receiptNo);
    expect(receiptMails(member)).toHaveLength(1);
  });

  it('refuses a forged Checkout signature and changes nothing', async () => {
    const member = await registerMember(t);
    const { orderId } = (await startPayment(member)).json.data.checkout;
    const paid = standIn.pay(orderId);
    const forged = [
      { ...paid, razorpay_signature: 'f'.repeat(64) },
      // Signed with a key secret that is not ours.
      {
        ...paid,
        razorpay_signature: (await import('./razorpay-signatures.js')).razorpaySignature(
          'guessed',
          `${orderId}|${paid.razorpay_payment_id}`,
        ),
      },
      // A genuine signature for another payment id.
      { ...paid, razorpay_payment_id: 'pay_SomethingElse01' },
    ];
    for (const body of forged) {
      const res = await verify(member, body);
      expect(res.status).toBe(400);
      expect(res.json.data.code).toBe('PAYMENT_SIGNATURE_INVALID');
    }
    const [row] = await paymentsOf(member);
    expect(row).toMatchObject({ status: 'PENDING', receiptNo: null });
    expect(await subscriptionOf(member)).toBeNull();
  });

  it("refuses another member's order, a malformed answer, and a caller without a session", async () => {
    const owner = await registerMember(t);
    const other = await registerMember(t);
    const { orderId } = (await startPayment(owner)).json.data.checkout;
    const paid = standIn.pay(orderId);
    const stolen = await verify(other, paid);
    expect(stolen.status).toBe(404);
    expect(stolen.json.data.code).toBe('PAYMENT_NOT_FOUND');
    expect(await subscriptionOf(other)).toBeNull();
    expect((await paymentsOf(owner))[0]!.status).toBe('PENDING');
    for (const body of [{}, { ...paid, razorpay_signature: 'nothex' }, { ...paid, extra: 1 }]) {
      expect((await verify(owner, body)).status).toBe(400);
    }
    expect((await t.call('/user/paymentVerify', { body: paid })).status).toBe(401);
  });

  it('completes by webhook alone when the payer never comes back, and a replay makes no second payment', async () => {
    const member = await registerMember(t);
    const { orderId } = (await startPayment(member)).json.data.checkout;
    const paid = standIn.pay(orderId);
    const { body, signature } = standIn.capturedWebhook(orderId, paid.razorpay_payment_id);
    const first = await webhook(body, signature);
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ handled: true });
    const [row] = await paymentsOf(member);
    expect(row).toMatchObject({ status: 'COMPLETED', method: 'RAZORPAY', providerRef: paid.razorpay_payment_id });
    const until = await subscriptionOf(member);
    expect(until).not.toBeNull();

    const replays = await Promise.all([webhook(body, signature), webhook(body, signature), webhook(body, signature)]);
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await paymentsOf(member)).toHaveLength(1);
    expect((await subscriptionOf(member))!.getTime()).toBe(until!.getTime());
    expect((await paymentsOf(member))[0]!.receiptNo).toBe(row!.receiptNo);
    await t.mail.waitFor((m) => m.to.includes(member.email) && /receipt/i.test(m.subject));
    const kinds = await t.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, member.id));
    expect(kinds.filter((n) => n.kind === 'PAYMENT_RECEIVED')).toHaveLength(1);
    // Checkout's answer arriving after the webhook finds it complete, and still signs the payer back in.
    const late = await verify(member, paid);
    expect(late.status).toBe(200);
    expect(await paymentsOf(member)).toHaveLength(1);
  });

  it('refuses a webhook with a forged or missing signature, and changes nothing', async () => {
    const member = await registerMember(t);
    const { orderId } = (await startPayment(member)).json.data.checkout;
    const { body, signature } = standIn.capturedWebhook(orderId, 'pay_NeverHappened1');
    const tampered = body.replace(`"amount":${FEE_INR * 100}`, '"amount":100');
    for (const [sentBody, sentSignature] of [
      [body, undefined],
      [body, 'a'.repeat(64)],
      [body, flipLast(signature)],
      [tampered, signature],
    ] as const) {
      const res = await webhook(sentBody, sentSignature);
      expect(res.status).toBe(400);
      expect(res.json.data.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect((await paymentsOf(member))[0]).toMatchObject({ status: 'PENDING', receiptNo: null });
  });

  it('leaves an order pending when a signed webhook reports another amount, and ignores other events and unknown orders', async () => {
    const member = await registerMember(t);
    const { orderId } = (await startPayment(member)).json.data.checkout;
    const wrong = standIn.capturedWebhook(orderId, 'pay_PartialAmount1', { amount: 100 });
    expect((await webhook(wrong.body, wrong.signature)).json.data).toEqual({ handled: false });
    const unknown = standIn.capturedWebhook('order_NotOurs0000001', 'pay_NotOurs00000001');
    expect((await webhook(unknown.body, unknown.signature)).json.data).toEqual({ handled: false });
    const failedEvent = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_X', order_id: orderId, amount: FEE_INR * 100, currency: 'INR' } } },
    });
    const { razorpaySignature } = await import('./razorpay-signatures.js');
    expect((await webhook(failedEvent, razorpaySignature(standIn.webhookSecret, failedEvent))).json.data).toEqual({ handled: false });
    expect((await paymentsOf(member))[0]!.status).toBe('PENDING');
    expect((await webhook('{"event":', razorpaySignature(standIn.webhookSecret, '{"event":'))).status).toBe(400);
  });

  it('answers 503 when Razorpay is down, keeps one open payment, and orders on the next try', async () => {
    const member = await registerMember(t);
    standIn.failNext(503);
    const down = await startPayment(member);
    expect(down.status).toBe(503);
    expect(down.json.data.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    const again = await startPayment(member);
    expect(again.status).toBe(200);
    expect(again.json.data.checkout.orderId).toMatch(/^order_/);
    const rows = await paymentsOf(member);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.orderId).toBe(again.json.data.checkout.orderId);
  });

  it('admits Checkout in the content security policy', async () => {
    const csp = await policyOf(t);
    expect(csp['script-src']).toBe(`'self' ${standIn.url}`);
    expect(csp['frame-src']).toBe(`'self' blob: ${standIn.url}`);
  });

  it('tells the web app that the fee is paid online', async () => {
    expect((await t.call('/config')).json.data).toMatchObject({
      annualFeeInr: FEE_INR,
      paymentProvider: 'razorpay',
      paymentInstructions: null,
      idDocumentRetentionDays: 0,
    });
  });
});

describe('Razorpay with wrong keys', () => {
  let wrong: TestApp;
  beforeAll(async () => {
    wrong = await createTestApp({ env: { ANNUAL_FEE_INR: '500', ...razorpayEnv(standIn), RAZORPAY_KEY_SECRET: 'not-the-secret' } });
  });
  afterAll(() => wrong?.close());

  it('answers 503 when Razorpay refuses the keys, and records no order', async () => {
    const member = await registerMember(wrong);
    const res = await wrong.call('/user/makePayment', { token: member.token, body: {} });
    expect(res.status).toBe(503);
    expect(res.json.data.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    const [row] = await wrong.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(row).toMatchObject({ status: 'PENDING', orderId: null });
  });
});

describe('without Razorpay', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ env: { ANNUAL_FEE_INR: '500' } });
  });
  afterAll(() => plain?.close());

  it('admits no third-party script or frame, and has no online payment to verify or webhook to take', async () => {
    const csp = await policyOf(plain);
    expect(csp['script-src']).toBe("'self'");
    expect(csp['frame-src']).toBe("'self' blob:");
    const member = await registerMember(plain);
    const verified = await plain.call('/user/paymentVerify', {
      token: member.token,
      body: { razorpay_order_id: 'order_X', razorpay_payment_id: 'pay_X', razorpay_signature: '0'.repeat(64) },
    });
    expect(verified.status).toBe(404);
    expect(verified.json.data.code).toBe('ONLINE_PAYMENT_OFF');
    const hook = await plain.call('/payments/razorpay/webhook', {
      body: '{"event":"payment.captured"}',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': '0'.repeat(64) },
    });
    expect(hook.status).toBe(404);
  });
});
