import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, registerMember, signInAdmin, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { isVerificationMail } from '../../../tests/support/mail-receiver.js';
import { admins, auditLog, payments, users } from '../db/schema.js';

const FEE_INR = 1500;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      ANNUAL_FEE_INR: String(FEE_INR),
      PAYMENT_PROVIDER: 'manual',
      PAYMENT_INSTRUCTIONS: 'Pay at the samaj office, Sadashiv Peth, 10 am to 5 pm.\\nUPI: malivivah@upi',
      PAYMENT_INSTRUCTIONS_MR: 'समाज कार्यालय, सदाशिव पेठ येथे सकाळी १० ते संध्याकाळी ५ या वेळेत पैसे भरा.',
    },
  });
  adminToken = await signInAdmin(t);
});
afterAll(() => t?.close());

const record = (body: Record<string, unknown>, token = adminToken) => t.call('/admin/payments/record', { token, body });
const paymentsOf = (member: Member) => t.db.select().from(payments).where(eq(payments.userId, member.id));
let slip = 0;
const nextSlip = () => `SLIP-${Date.now()}-${(slip += 1)}`;

async function namedMember(firstName: string, language: 'en' | 'hi' | 'mr' = 'en') {
  const member = await registerMember(t, { details: userDetails({ firstName, lastName: 'Mali' }) });
  await t.db.update(users).set({ language }).where(eq(users.id, member.id));
  return member;
}

describe('the office', () => {
  it('shows the fee and its instructions in every language, English where one is missing', async () => {
    expect((await t.call('/config')).json.data).toMatchObject({
      annualFeeInr: FEE_INR,
      paymentProvider: 'manual',
      paymentInstructions: {
        en: 'Pay at the samaj office, Sadashiv Peth, 10 am to 5 pm.\nUPI: malivivah@upi',
        hi: 'Pay at the samaj office, Sadashiv Peth, 10 am to 5 pm.\nUPI: malivivah@upi',
        mr: 'समाज कार्यालय, सदाशिव पेठ येथे सकाळी १० ते संध्याकाळी ५ या वेळेत पैसे भरा.',
      },
      idDocumentRetentionDays: 0,
    });
  });

  it('records a cash payment that completes the waiting one, with a year, a receipt, its mail and the activity log', async () => {
    const member = await namedMember('Kavita', 'mr');
    const waiting = await t.call('/user/makePayment', { token: member.token, body: {} });
    expect(waiting.json.data.status).toBe('PENDING');
    const reference = nextSlip();
    const res = await record({ mobileNumber: member.mobileNumber, amountInr: '1500', method: 'CASH', reference });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      paymentId: waiting.json.data.paymentId,
      receiptNo: expect.any(Number),
      message: 'Payment recorded',
    });
    const [admin] = await t.db.select().from(admins).where(eq(admins.mobileNumber, '9000000001'));
    const rows = await paymentsOf(member);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'COMPLETED',
      method: 'CASH',
      reference,
      amountPaise: 150_000,
      receiptNo: res.json.data.receiptNo,
      recordedBy: admin!.id,
    });
    const until = new Date(res.json.data.subscriptionUntil);
    expect(rows[0]!.periodEnd!.getTime()).toBe(until.getTime());
    expect(Math.abs(until.getTime() - rows[0]!.periodStart!.getTime() - 365 * DAY_MS)).toBeLessThanOrEqual(DAY_MS);
    const info = await t.call('/user/info', { token: member.token });
    expect(info.json.data.subscriptionUntil).toBe(until.toISOString());
    expect(info.json.data.standing.subscription).toEqual({ required: true, until: until.toISOString(), active: true, renewalDue: false });

    // The receipt, in the member's language (Marathi here): member, amount in rupees, period, method, reference.
    const mail = await t.mail.waitFor((m) => m.to.includes(member.email) && m.subject === 'तुमच्या माळी विवाह पेमेंटची पावती');
    expect(mail.text).toContain(`पावती क्रमांक: ${res.json.data.receiptNo}`);
    expect(mail.text).toContain('सदस्य: Kavita Ramesh Mali');
    expect(mail.text).toContain('रक्कम: ₹1,500');
    expect(mail.text).toMatch(/सदस्यता कालावधी: \d{1,2} \S+,? \d{4} ते \d{1,2} \S+,? \d{4}/);
    expect(mail.text).toContain('पेमेंटची पद्धत: रोख');
    expect(mail.text).toContain(`संदर्भ: ${reference}`);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, member.id), eq(auditLog.action, 'RECORD_PAYMENT')));
    expect(entry).toMatchObject({ adminId: admin!.id, targetLabel: 'Kavita Ramesh Mali' });
    expect(entry!.detail).toMatchObject({ amountPaise: 150_000, method: 'CASH', reference, receiptNo: res.json.data.receiptNo });

    const receipts = await t.call('/user/receipts', { token: member.token });
    expect(receipts.json.data.receipts).toEqual([
      {
        paymentId: rows[0]!.id,
        receiptNo: res.json.data.receiptNo,
        amountPaise: 150_000,
        method: 'CASH',
        reference,
        periodStart: rows[0]!.periodStart!.toISOString(),
        periodEnd: until.toISOString(),
        completedAt: rows[0]!.completedAt!.toISOString(),
      },
    ]);
  });

  it('numbers receipts one after another, and records a UPI payment with paise in rupees in the mail', async () => {
    const first = await namedMember('Asha', 'hi');
    const second = await namedMember('Bharati');
    const a = await record({ mobileNumber: first.mobileNumber, amountInr: 1500.5, method: 'UPI', reference: `UPI-${nextSlip()}` });
    const b = await record({ mobileNumber: second.mobileNumber, amountInr: '1500', method: 'CASH', reference: nextSlip() });
    expect(b.json.data.receiptNo).toBe(a.json.data.receiptNo + 1);
    expect((await paymentsOf(first))[0]).toMatchObject({ amountPaise: 150_050, method: 'UPI' });
    const mail = await t.mail.waitFor((m) => m.to.includes(first.email) && m.subject === 'आपके माली विवाह भुगतान की रसीद');
    expect(mail.text).toContain('राशि: ₹1,500.50');
    expect(mail.text).toContain('भुगतान का तरीका: UPI');
    expect(mail.text).toMatch(/सदस्यता अवधि: .+ से .+ तक/);
    const english = await t.mail.waitFor((m) => m.to.includes(second.email) && !isVerificationMail(m));
    expect(english.subject).toBe('Your Mali Vivah payment receipt');
    expect(english.text).toContain(`Receipt number: ${b.json.data.receiptNo}`);
    expect(english.text).toContain('Payment method: Cash');
  });

  it('records a reference once, even when the form is sent twice at the same moment', async () => {
    const member = await namedMember('Chitra');
    const reference = nextSlip();
    const body = { mobileNumber: member.mobileNumber, amountInr: '1500', method: 'CASH', reference };
    const [one, two] = await Promise.all([record(body), record(body)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect([one, two].find((r) => r.status === 409)!.json.data.code).toBe('PAYMENT_REFERENCE_TAKEN');
    const again = await record(body);
    expect(again.status).toBe(409);
    expect(await paymentsOf(member)).toHaveLength(1);
    // The same slip number by UPI is another payment.
    expect((await record({ ...body, method: 'UPI' })).status).toBe(200);
  });

  it('extends a running subscription from its end', async () => {
    const member = await namedMember('Deepa');
    const end = new Date(Date.now() + 20 * DAY_MS);
    await t.db.update(users).set({ subscriptionUntil: end }).where(eq(users.id, member.id));
    const res = await record({ mobileNumber: member.mobileNumber, amountInr: '1500', method: 'UPI', reference: nextSlip() });
    const [row] = await paymentsOf(member);
    expect(row!.periodStart!.getTime()).toBe(end.getTime());
    const expected = new Date(end);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(Math.abs(new Date(res.json.data.subscriptionUntil).getTime() - expected.getTime())).toBeLessThanOrEqual(DAY_MS);
  });

  it.each([
    [{ amountInr: '0' }],
    [{ amountInr: '-5' }],
    [{ amountInr: '12.345' }],
    [{ amountInr: 'fifteen hundred' }],
    [{ amountInr: '10000000' }],
    [{ method: 'CHEQUE' }],
    [{ reference: '' }],
    [{ reference: 'x'.repeat(65) }],
    [{ mobileNumber: '12345' }],
    [{ note: 'extra' }],
  ])('refuses %o with a 400 and records nothing', async (change) => {
    const member = await namedMember('Esha');
    const res = await record({ mobileNumber: member.mobileNumber, amountInr: '1500', method: 'CASH', reference: nextSlip(), ...change });
    expect(res.status).toBe(400);
    expect(await paymentsOf(member)).toHaveLength(0);
  });

  it('answers 404 for a mobile number nobody registered, and 401 to a member', async () => {
    const res = await record({ mobileNumber: '9999988888', amountInr: '1500', method: 'CASH', reference: nextSlip() });
    expect(res.status).toBe(404);
    expect(res.json.data.code).toBe('USER_NOT_FOUND');
    const member = await namedMember('Falguni');
    const asMember = await record(
      { mobileNumber: member.mobileNumber, amountInr: '1500', method: 'CASH', reference: nextSlip() },
      member.token,
    );
    expect(asMember.status).toBe(401);
  });

  it('opens the listing to the paying member', async () => {
    const viewer = await namedMember('Gauri');
    const man = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Harish' }) });
    await approve(t, viewer.id, man.id);
    await record({ mobileNumber: man.mobileNumber, amountInr: '1500', method: 'CASH', reference: nextSlip() });
    const closed = await t.call('/user/getProfile', { token: viewer.token, body: { page: 1, fullName: 'Harish' } });
    expect(closed.json.data.reason).toBe('PAYMENT_REQUIRED');
    await record({ mobileNumber: viewer.mobileNumber, amountInr: '1500', method: 'CASH', reference: nextSlip() });
    const open = await t.call('/user/getProfile', { token: viewer.token, body: { page: 1, fullName: 'Harish' } });
    expect(open.json.data.reason).toBeUndefined();
    expect(open.json.data.userData.map((u: { id: string }) => u.id)).toEqual([man.id]);
  });
});

describe('the admin payments screen and its export', () => {
  // Payments dated in a month of their own, so the filters see only this test's rows.
  const march = (day: number, hourUtc = 6) => new Date(Date.UTC(2021, 2, day, hourUtc));
  let members: Member[];

  beforeAll(async () => {
    members = [await namedMember('Indira'), await namedMember('Jaya'), await namedMember('Kamala')];
    await t.db.update(users).set({ fullName: '=HYPERLINK("x") Kamala, "Kamu" Mali' }).where(eq(users.id, members[2]!.id));
    await record({ mobileNumber: members[0]!.mobileNumber, amountInr: '1500', method: 'CASH', reference: 'MARCH-1' });
    await record({ mobileNumber: members[1]!.mobileNumber, amountInr: '1200.75', method: 'UPI', reference: 'MARCH-2' });
    await t.call('/user/makePayment', { token: members[2]!.token, body: {} });
    const ids = members.map((m) => m.id);
    const rows = await t.db.select().from(payments).where(inArray(payments.userId, ids));
    for (const row of rows) {
      const day = row.userId === members[0]!.id ? march(3) : row.userId === members[1]!.id ? march(20) : march(25);
      await t.db
        .update(payments)
        .set(row.status === 'COMPLETED' ? { completedAt: day, createdAt: day } : { createdAt: day })
        .where(eq(payments.id, row.id));
    }
    // 31 March at 20:00 UTC is already 1 April in India.
    await t.db
      .insert(payments)
      .values({ userId: members[0]!.id, amountPaise: 99_900, status: 'FAILED', provider: 'manual', createdAt: march(31, 20) });
  });

  const list = (body: Record<string, unknown>) => t.call('/admin/payments', { token: adminToken, body });

  it('lists payments with member, amount, method, status, date and receipt number, newest first', async () => {
    const res = await list({ from: '2021-03-01', to: '2021-03-31' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ page: 0, hasMore: false });
    expect(res.json.data.rows).toEqual([
      expect.objectContaining({
        member: { id: members[2]!.id, name: '=HYPERLINK("x") Kamala, "Kamu" Mali', mobileNumber: members[2]!.mobileNumber },
        amountPaise: 150_000,
        method: null,
        status: 'PENDING',
        date: march(25).toISOString(),
        receiptNo: null,
      }),
      expect.objectContaining({
        amountPaise: 120_075,
        method: 'UPI',
        status: 'COMPLETED',
        date: march(20).toISOString(),
        reference: 'MARCH-2',
      }),
      expect.objectContaining({
        member: expect.objectContaining({ name: 'Indira Ramesh Mali' }),
        amountPaise: 150_000,
        method: 'CASH',
        status: 'COMPLETED',
        date: march(3).toISOString(),
        receiptNo: expect.any(Number),
      }),
    ]);
  });

  it('filters by status and by days in India', async () => {
    const completed = await list({ status: 'COMPLETED', from: '2021-03-01', to: '2021-03-31' });
    expect(completed.json.data.rows.map((r: { reference: string }) => r.reference)).toEqual(['MARCH-2', 'MARCH-1']);
    const oneDay = await list({ from: '2021-03-20', to: '2021-03-20' });
    expect(oneDay.json.data.rows.map((r: { reference: string }) => r.reference)).toEqual(['MARCH-2']);
    const april = await list({ from: '2021-04-01', to: '2021-04-01' });
    expect(april.json.data.rows).toEqual([expect.objectContaining({ status: 'FAILED', amountPaise: 99_900 })]);
    for (const body of [{ from: '2021-03-31', to: '2021-03-01' }, { from: '2021-02-30' }, { status: 'PAID' }, { page: -1 }]) {
      expect((await list(body)).status).toBe(400);
    }
  });

  it('pages ten at a time', async () => {
    const first = await list({ page: 0 });
    expect(first.json.data.rows).toHaveLength(10);
    expect(first.json.data.hasMore).toBe(true);
    const second = await list({ page: 1 });
    expect(second.json.data.rows[0].id).not.toBe(first.json.data.rows[0].id);
  });

  it('exports the filtered rows as CSV, formulas kept as text', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments/export?from=2021-03-01&to=2021-03-31',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Receipt No,Date,Member,Mobile Number,Amount (INR),Method,Status,Reference,Period Start,Period End,Order ID,Payment ID',
    );
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    expect(lines[1]).toMatch(
      new RegExp(`^,2021-03-25 11:30,"'=HYPERLINK\\(""x""\\) Kamala, ""Kamu"" Mali",${members[2]!.mobileNumber},1500\\.00,,PENDING,`),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^\\d+,2021-03-20 11:30,Jaya Ramesh Mali,${members[1]!.mobileNumber},1200\\.75,UPI,COMPLETED,MARCH-2,`),
    );
    expect(lines[3]).toMatch(
      /^\d+,2021-03-03 11:30,Indira Ramesh Mali,\d{10},1500\.00,CASH,COMPLETED,MARCH-1,\d{4}-\d{2}-\d{2} \d{2}:\d{2},/,
    );
    const completedOnly = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/export?status=COMPLETED&from=2021-03-01&to=2021-03-31&token=${adminToken}`,
    });
    expect(completedOnly.body.split('\r\n').filter((line) => line.includes('PENDING'))).toEqual([]);
    expect(completedOnly.body.split('\r\n')).toHaveLength(4);
    const bad = await t.app.inject({ method: 'GET', url: `/api/admin/payments/export?from=yesterday&token=${adminToken}` });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/payments/export' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts only completed payments in the dashboard income', async () => {
    const before = (await t.call('/admin/user/getDashboard', { token: adminToken })).json.data;
    const member = await namedMember('Lata');
    await t.call('/user/makePayment', { token: member.token, body: {} });
    const pending = (await t.call('/admin/user/getDashboard', { token: adminToken })).json.data;
    expect(pending.totalIncome).toBe(before.totalIncome);
    await record({ mobileNumber: member.mobileNumber, amountInr: '1500', method: 'CASH', reference: nextSlip() });
    const after = (await t.call('/admin/user/getDashboard', { token: adminToken })).json.data;
    expect(after.totalIncome).toBe(before.totalIncome + 1500);
    expect(after.totalIncomeToday).toBe(before.totalIncomeToday + 1500);
  });
});
