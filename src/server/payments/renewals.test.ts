import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, registerMember, signInAdmin, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { isVerificationMail } from '../../../tests/support/mail-receiver.js';
import { notifications, users } from '../db/schema.js';
import { runSweep } from '../sweep/sweep.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const log = pino({ level: 'silent' });
let slip = 0;

const sweep = (app: TestApp) => runSweep({ db: app.db, files: app.files, log, mailer: app.mailer, config: app.config });
const setEnd = (app: TestApp, member: Member, until: Date | null) =>
  app.db.update(users).set({ subscriptionUntil: until }).where(eq(users.id, member.id));
const reminders = async (app: TestApp, member: Member) =>
  (
    await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.kind, 'RENEWAL_DUE')))
  ).length;
const namesSeenBy = async (app: TestApp, viewer: Member) =>
  (await app.call('/user/getProfile', { token: viewer.token, body: { page: 1 } })).json.data.userData.map((u: { id: string }) => u.id);

describe('with an annual fee', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANNUAL_FEE_INR: '500', PUBLIC_URL: 'https://vivah.example.org' } });
    adminToken = await signInAdmin(t);
  });
  afterAll(() => t?.close());

  const pay = (member: Member) =>
    t.call('/admin/payments/record', {
      token: adminToken,
      body: { mobileNumber: member.mobileNumber, amountInr: '500', method: 'CASH', reference: `R-${Date.now()}-${(slip += 1)}` },
    });

  /** An approved woman and an approved, paying man who looks at the listing. */
  async function pair() {
    const viewer = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Vijay' }) });
    const woman = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Vaishali' }) });
    await approve(t, viewer.id, woman.id);
    await setEnd(t, viewer, new Date(Date.now() + 200 * DAY_MS));
    return { viewer, woman };
  }

  it('lists only profiles whose subscription runs', async () => {
    const { viewer, woman } = await pair();
    expect(await namesSeenBy(t, viewer)).not.toContain(woman.id);
    await setEnd(t, woman, new Date(Date.now() + DAY_MS));
    expect(await namesSeenBy(t, viewer)).toContain(woman.id);
  });

  it('takes an expired profile out of listings, and a renewal brings it back without a new review', async () => {
    const { viewer, woman } = await pair();
    await pay(woman);
    expect(await namesSeenBy(t, viewer)).toContain(woman.id);

    await setEnd(t, woman, new Date(Date.now() - 60_000));
    expect(await namesSeenBy(t, viewer)).not.toContain(woman.id);
    const expired = await t.call('/user/info', { token: woman.token });
    expect(expired.json.data.status).toBe('ACTIVE');
    expect(expired.json.data.standing.subscription).toMatchObject({ required: true, active: false, renewalDue: false });
    expect((await t.call('/user/getProfile', { token: woman.token, body: { page: 1 } })).json.data.reason).toBe('PAYMENT_REQUIRED');

    // Paying again (here at the office) starts a new year from now: listed at once, still approved.
    const renewed = await pay(woman);
    expect(renewed.status).toBe(200);
    expect(Math.abs(new Date(renewed.json.data.subscriptionUntil).getTime() - Date.now() - 365 * DAY_MS)).toBeLessThan(2 * DAY_MS);
    expect(await namesSeenBy(t, viewer)).toContain(woman.id);
    const info = await t.call('/user/info', { token: woman.token });
    expect(info.json.data.status).toBe('ACTIVE');
    expect(info.json.data.standing.subscription).toMatchObject({ required: true, active: true, renewalDue: false });
    expect((await t.call('/user/getProfile', { token: woman.token, body: { page: 1 } })).json.data.reason).toBeUndefined();
  });

  it('says a renewal is due in the last days of a subscription', async () => {
    const member = await registerMember(t);
    const end = new Date(Date.now() + 3 * DAY_MS);
    await setEnd(t, member, end);
    const standing = (await t.call('/user/info', { token: member.token })).json.data.standing;
    expect(standing.subscription).toEqual({ required: true, until: end.toISOString(), active: true, renewalDue: true });
  });

  it('mails a reminder once, seven days before the end, and again for the next year', async () => {
    const member = await registerMember(t);
    const farAway = await registerMember(t);
    const lapsed = await registerMember(t);
    await setEnd(t, member, new Date(Date.now() + 6 * DAY_MS));
    await setEnd(t, farAway, new Date(Date.now() + 8 * DAY_MS));
    await setEnd(t, lapsed, new Date(Date.now() - DAY_MS));
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, member.id));

    await sweep(t);
    await sweep(t);
    expect(await reminders(t, member)).toBe(1);
    expect(await reminders(t, farAway)).toBe(0);
    expect(await reminders(t, lapsed)).toBe(0);
    const mail = await t.mail.waitFor((m) => m.to.includes(member.email) && !isVerificationMail(m));
    expect(mail.subject).toBe('आपकी माली विवाह सदस्यता जल्द समाप्त हो रही है');
    expect(mail.text).toContain('https://vivah.example.org/renew');
    expect(mail.text).toContain('₹500');
    expect(t.mail.messages.filter((m) => m.to.includes(member.email) && !isVerificationMail(m))).toHaveLength(1);

    // Renewed: the new end is a year away, so nothing is due; a year later its own reminder goes.
    await pay(member);
    await sweep(t);
    expect(await reminders(t, member)).toBe(1);
    await setEnd(t, member, new Date(Date.now() + 5 * DAY_MS));
    await sweep(t);
    await sweep(t);
    expect(await reminders(t, member)).toBe(2);
  });

  it('sends each reminder once when sweeps run on several instances at once', async () => {
    const member = await registerMember(t);
    await setEnd(t, member, new Date(Date.now() + 2 * DAY_MS));
    await Promise.all([sweep(t), sweep(t), sweep(t)]);
    await sweep(t);
    expect(await reminders(t, member)).toBe(1);
  });
});

describe('with a fee of 0', () => {
  let free: TestApp;
  beforeAll(async () => {
    free = await createTestApp({ env: { ANNUAL_FEE_INR: '0' } });
  });
  afterAll(() => free?.close());

  it('never expires anyone and reminds nobody', async () => {
    const viewer = await registerMember(free, { details: userDetails({ gender: 'Male', firstName: 'Vinod' }) });
    const woman = await registerMember(free, { details: userDetails({ gender: 'Female', firstName: 'Varsha' }) });
    await approve(free, viewer.id, woman.id);
    await setEnd(free, woman, new Date(Date.now() - 400 * DAY_MS));
    await setEnd(free, viewer, new Date(Date.now() + 2 * DAY_MS));
    expect(await namesSeenBy(free, viewer)).toContain(woman.id);
    const standing = (await free.call('/user/info', { token: woman.token })).json.data.standing;
    expect(standing.subscription).toMatchObject({ required: false, active: true, renewalDue: false });
    await sweep(free);
    expect(await reminders(free, viewer)).toBe(0);
  });
});
