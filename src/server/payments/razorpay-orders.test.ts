import { and, eq } from 'drizzle-orm';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type Member } from '../../../tests/support/factories.js';
import { razorpayEnv, startRazorpayStandIn, type RazorpayStandIn } from '../../../tests/support/razorpay-stand-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { buildApp } from '../app.js';
import { openPostgres } from '../db/client.js';
import { jobLocks, payments } from '../db/schema.js';
import { smtpMailer } from '../mail/mailer.js';
import { orderClaimName } from './repository.js';

// One Razorpay order per payment, however many calls ask for it at once and on however many
// servers: counted at the Razorpay stand-in.

const FEE_INR = 1500;
const WAITING = 'waiting for the payment provider order a parallel call is making';
/** Twenty calls at once on a busy machine take a while to all be waiting. */
const BURST_TIMEOUT_MS = 60_000;

/**
 * Sits between the app and the Razorpay stand-in and, while closed, holds every Orders API
 * request: the order being made stays unmade until the test has seen every other call wait for it.
 */
interface Gate {
  url: string;
  held: number;
  close(): void;
  open(): void;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function startGate(target: string): Promise<Gate> {
  let opened: Promise<void> = Promise.resolve();
  let openIt = () => {};
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      self.held += 1;
      await opened;
      const answer = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers: { authorization: request.headers.authorization ?? '', 'content-type': 'application/json' },
        body: request.method === 'POST' ? body : undefined,
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(await answer.text());
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const self: Gate = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held: 0,
    close() {
      self.held = 0;
      opened = new Promise((resolve) => (openIt = resolve));
    },
    open: () => openIt(),
    async stop() {
      openIt();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return self;
}

/** Asks until `check` holds; throws when it never does, with what was seen last. */
async function until(what: string, check: () => boolean, seen: () => string, ms = 25_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what} (${seen()})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Call = (member: Member) => Promise<{ status: number; json: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

let standIn: RazorpayStandIn;
let gate: Gate;
let t: TestApp;
const logLines: string[] = [];
const waitingCount = () => logLines.filter((line) => JSON.parse(line).msg === WAITING).length;

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  gate = await startGate(standIn.url);
  t = await createTestApp({
    env: { ANNUAL_FEE_INR: String(FEE_INR), ...razorpayEnv(standIn), RAZORPAY_API_URL: gate.url, LOG_LEVEL: 'debug' },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
  await gate?.stop();
  await standIn?.close();
});

const startPayment: Call = (member) => t.call('/user/makePayment', { token: member.token, body: {} });
const paymentsOf = (member: Member) => t.db.select().from(payments).where(eq(payments.userId, member.id));
/** What reached Razorpay for a payment: its order requests, and the orders it made. */
const atRazorpay = (paymentId: string) => ({
  requests: standIn.requests.filter((r) => r.method === 'POST' && (r.body as { receipt?: string } | null)?.receipt === paymentId).length,
  orders: [...standIn.orders.values()].filter((order) => order.receipt === paymentId),
});
const claimOf = async (paymentId: string) =>
  (
    await t.db
      .select()
      .from(jobLocks)
      .where(eq(jobLocks.name, orderClaimName(paymentId)))
  )[0];

/**
 * Fires the calls at once, holds the first order request until all the others wait for its order
 * (`makers` orders are expected: one per member), then lets it through.
 */
async function burst(calls: (() => ReturnType<Call>)[], makers = 1) {
  gate.close();
  const before = waitingCount();
  const answers = Promise.all(calls.map((call) => call()));
  try {
    await until(
      `${makers} order request(s) held and ${calls.length - makers} calls waiting`,
      () => gate.held >= makers && waitingCount() - before >= calls.length - makers,
      () => `${gate.held} held, ${waitingCount() - before} waiting`,
    );
  } finally {
    gate.open();
  }
  return answers;
}

describe('one Razorpay order per payment', { timeout: BURST_TIMEOUT_MS }, () => {
  for (const n of [5, 20]) {
    it(`gives ${n} calls at once from one member one order, and all of them answer it`, async () => {
      const member = await registerMember(t);
      const answers = await burst(Array.from({ length: n }, () => () => startPayment(member)));
      expect(answers.map((a) => a.status)).toEqual(Array(n).fill(200));
      const orderIds = new Set(answers.map((a) => a.json.data.checkout.orderId));
      expect(orderIds.size).toBe(1);
      expect(new Set(answers.map((a) => a.json.data.paymentId)).size).toBe(1);
      const paymentId = answers[0]!.json.data.paymentId;
      const razorpay = atRazorpay(paymentId);
      expect(razorpay.requests).toBe(1);
      expect(razorpay.orders.map((order) => order.id)).toEqual([...orderIds]);
      const rows = await paymentsOf(member);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'PENDING', orderId: [...orderIds][0] });
      // SPEC's answer, the same for every call.
      for (const answer of answers) {
        expect(answer.json.data).toMatchObject({ status: 'PENDING', amountInr: FEE_INR, subscriptionUntil: null });
        expect(answer.json.data.checkout).toMatchObject({ keyId: standIn.keyId, amountPaise: FEE_INR * 100 });
      }
      expect(await claimOf(paymentId)).toBeUndefined();
    });
  }

  it('gives two members calling at once an order each', async () => {
    const [asha, ravi] = [await registerMember(t), await registerMember(t)];
    const answers = await burst(
      Array.from({ length: 6 }, (_, i) => () => startPayment(i % 2 === 0 ? asha : ravi)),
      2,
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const orderOf = (i: number) => answers[i]!.json.data.checkout.orderId as string;
    const ashaOrders = new Set([0, 2, 4].map(orderOf));
    const raviOrders = new Set([1, 3, 5].map(orderOf));
    expect(ashaOrders.size).toBe(1);
    expect(raviOrders.size).toBe(1);
    expect([...ashaOrders][0]).not.toBe([...raviOrders][0]);
    for (const [member, orders] of [
      [asha, ashaOrders],
      [ravi, raviOrders],
    ] as const) {
      const [row] = await paymentsOf(member);
      expect(atRazorpay(row!.id).orders.map((order) => order.id)).toEqual([...orders]);
      expect(standIn.orders.get(row!.orderId!)!.notes).toEqual({ paymentId: row!.id, userId: member.id });
    }
  });

  it('answers every waiting call with the error when Razorpay fails, keeps no claim, and orders on the next call', async () => {
    const member = await registerMember(t);
    standIn.failNext(500);
    const answers = await burst(Array.from({ length: 5 }, () => () => startPayment(member)));
    expect(answers.map((a) => a.status)).toEqual([503, 503, 503, 503, 503]);
    for (const answer of answers) expect(answer.json.data.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    const [row] = await paymentsOf(member);
    expect(row).toMatchObject({ status: 'PENDING', orderId: null });
    expect(atRazorpay(row!.id)).toEqual({ requests: 1, orders: [] });
    expect(await claimOf(row!.id)).toBeUndefined();

    const later = await startPayment(member);
    expect(later.status).toBe(200);
    expect(later.json.data.paymentId).toBe(row!.id);
    const razorpay = atRazorpay(row!.id);
    expect(razorpay.requests).toBe(2);
    expect(razorpay.orders.map((order) => order.id)).toEqual([later.json.data.checkout.orderId]);
    expect(await paymentsOf(member)).toMatchObject([{ status: 'PENDING', orderId: later.json.data.checkout.orderId }]);
  });

  it('does not leave a member stuck behind a claim whose server stopped mid-call', async () => {
    const member = await registerMember(t);
    const [row] = await t.db
      .insert(payments)
      .values({ userId: member.id, amountPaise: FEE_INR * 100, status: 'PENDING', provider: 'razorpay' })
      .returning();
    // Another server claimed the order and stopped before making it; its claim runs out shortly.
    await t.db
      .insert(jobLocks)
      .values({ name: orderClaimName(row!.id), lockedBy: 'a-server-that-stopped', lockedUntil: new Date(Date.now() + 1500) });
    const started = Date.now();
    const waited = await startPayment(member);
    expect(waited.status).toBe(503);
    expect(waited.json.data.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(atRazorpay(row!.id).requests).toBe(0);

    const next = await startPayment(member);
    expect(next.status).toBe(200);
    expect(next.json.data.paymentId).toBe(row!.id);
    expect(atRazorpay(row!.id).orders.map((order) => order.id)).toEqual([next.json.data.checkout.orderId]);
    expect(await claimOf(row!.id)).toBeUndefined();
  });

  it('answers a pending order already paid in Checkout with that order, and completes once', async () => {
    const member = await registerMember(t);
    const first = await startPayment(member);
    const { orderId } = first.json.data.checkout;
    // Paid, and neither Checkout's answer nor the webhook has arrived: Razorpay takes no second
    // payment on a paid order, so answering it again cannot charge twice.
    const paid = standIn.pay(orderId);
    const again = await Promise.all(Array.from({ length: 3 }, () => startPayment(member)));
    expect(again.map((a) => a.json.data.checkout.orderId)).toEqual([orderId, orderId, orderId]);
    expect(atRazorpay(first.json.data.paymentId).requests).toBe(1);
    expect((await t.call('/user/paymentVerify', { token: member.token, body: paid })).status).toBe(200);
    const after = await Promise.all(Array.from({ length: 3 }, () => startPayment(member)));
    for (const answer of after) expect(answer.json.data).toMatchObject({ status: 'COMPLETED', paymentId: first.json.data.paymentId });
    expect(await paymentsOf(member)).toHaveLength(1);
    expect(atRazorpay(first.json.data.paymentId).requests).toBe(1);
  });
});

describe('two servers on one database', { timeout: BURST_TIMEOUT_MS }, () => {
  let other: Awaited<ReturnType<typeof buildApp>>;
  let closeOther = async () => {};

  /** A second server on the same database (its own pool on PostgreSQL), with its own fee. */
  async function startOther(feeInr: number) {
    const database = t.database.url ? await openPostgres(t.database.url) : t.database;
    const config = { ...t.config, ANNUAL_FEE_INR: feeInr };
    const mailer = smtpMailer(config.SMTP_URL!, config.MAIL_FROM);
    other = await buildApp({
      config,
      database,
      mailer,
      files: t.files,
      rateLimits: false,
      logStream: { write: (line) => void logLines.push(line) },
    });
    await other.ready();
    closeOther = async () => {
      await other.close();
      await mailer.close();
      if (database !== t.database) await database.close();
    };
  }
  const startPaymentOnOther: Call = async (member) => {
    const res = await other.inject({ method: 'POST', url: `/api/user/makePayment?token=${member.token}`, payload: {} });
    return { status: res.statusCode, json: res.json() };
  };

  it('gives calls spread over both servers one order', async () => {
    await startOther(FEE_INR);
    try {
      const member = await registerMember(t);
      const answers = await burst(Array.from({ length: 10 }, (_, i) => () => (i % 2 ? startPaymentOnOther(member) : startPayment(member))));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      const orderIds = new Set(answers.map((a) => a.json.data.checkout.orderId));
      expect(orderIds.size).toBe(1);
      const [row] = await paymentsOf(member);
      expect(atRazorpay(row!.id).orders.map((order) => order.id)).toEqual([...orderIds]);
    } finally {
      await closeOther();
    }
  });

  it('makes a new payment and order at a new fee, and leaves the open order at the old fee as it was', async () => {
    const member = await registerMember(t);
    const old = await startPayment(member);
    await startOther(2000);
    try {
      const answers = await burst(Array.from({ length: 4 }, () => () => startPaymentOnOther(member)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      const [next] = answers;
      expect(next!.json.data).toMatchObject({ amountInr: 2000, checkout: { amountPaise: 200_000 } });
      expect(next!.json.data.paymentId).not.toBe(old.json.data.paymentId);
      expect(new Set(answers.map((a) => a.json.data.checkout.orderId))).toEqual(new Set([next!.json.data.checkout.orderId]));
      expect(atRazorpay(next!.json.data.paymentId).orders.map((order) => order.amount)).toEqual([200_000]);
      // The order at the old fee may be open in Checkout: it stays payable, and completes its own payment.
      const [kept] = await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, member.id), eq(payments.id, old.json.data.paymentId)));
      expect(kept).toMatchObject({ status: 'PENDING', amountPaise: FEE_INR * 100, orderId: old.json.data.checkout.orderId });
      expect((await startPayment(member)).json.data.checkout.orderId).toBe(old.json.data.checkout.orderId);
      expect(atRazorpay(old.json.data.paymentId).requests).toBe(1);
    } finally {
      await closeOther();
    }
  });
});
