import { eq } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type Member } from '../../../tests/support/factories.js';
import { startMsg91StandIn, startTwilioStandIn, type StandIn } from '../../../tests/support/sms-gateways.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { users, verificationCodes } from '../db/schema.js';

const MSG91_KEY = '412345AbCdEfGh6789';
const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TWILIO_TOKEN = 'twilio-test-token';

const sendCode = (t: TestApp, member: Member) => t.call('/user/sendMobileCode', { token: member.token, body: {} });
const verifyMobile = (t: TestApp, member: Member, code: string) => t.call('/user/verifyMobile', { token: member.token, body: { code } });
const mobileVerified = async (t: TestApp, member: Member) =>
  (await t.call('/user/info', { token: member.token })).json.data.standing.mobileVerified as boolean;

/** Log lines the app writes, to check what they leave out. */
function logCollector() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe('mobile verification through MSG91', () => {
  let gateway: StandIn;
  let t: TestApp;
  const log = logCollector();
  beforeAll(async () => {
    gateway = await startMsg91StandIn(MSG91_KEY);
    t = await createTestApp({
      env: {
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: MSG91_KEY,
        MSG91_TEMPLATE_ID: '65f1c0ffee0123456789abcd',
        MSG91_BASE_URL: gateway.url,
        LOG_LEVEL: 'info',
      },
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('sends the code in the documented Flow request, and the code verifies the number once', async () => {
    const member = await registerMember(t);
    const res = await sendCode(t, member);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ sentTo: `•••••••${member.mobileNumber.slice(-3)}`, resendAfterSeconds: 60 });
    const request = gateway.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v5/flow' });
    expect(request.headers).toMatchObject({ authkey: MSG91_KEY, 'content-type': 'application/json' });
    const body = JSON.parse(request.body);
    expect(body).toEqual({
      template_id: '65f1c0ffee0123456789abcd',
      short_url: '0',
      recipients: [{ mobiles: `91${member.mobileNumber}`, otp: expect.stringMatching(/^\d{6}$/) }],
    });
    const code = body.recipients[0].otp as string;
    expect(await mobileVerified(t, member)).toBe(false);
    const wrong = await verifyMobile(t, member, code === '999999' ? '100000' : String(Number(code) + 1));
    expect([wrong.status, wrong.json.data.code]).toEqual([400, 'WRONG_CODE']);
    expect((await verifyMobile(t, member, code)).json).toEqual({
      success: true,
      data: { channel: 'MOBILE', message: 'Mobile number verified' },
    });
    expect(await mobileVerified(t, member)).toBe(true);
    expect((await verifyMobile(t, member, code)).json.data.code).toBe('ALREADY_VERIFIED');
    expect((await sendCode(t, member)).json.data.code).toBe('ALREADY_VERIFIED');
    // The code never reaches the log.
    expect(log.lines.join('\n')).not.toContain(code);
  });

  it('answers 503 when MSG91 refuses, and the member may ask again at once', async () => {
    const member = await registerMember(t);
    gateway.failNext({ status: 200, body: { type: 'error', message: 'Template not approved' } });
    const refused = await sendCode(t, member);
    expect([refused.status, refused.json.data.code]).toEqual([503, 'SMS_FAILED']);
    expect(await t.db.select().from(verificationCodes).where(eq(verificationCodes.userId, member.id))).toHaveLength(1);
    expect(log.lines.some((line) => line.includes('could not send an SMS') && line.includes('Template not approved'))).toBe(true);
    const retried = await sendCode(t, member);
    expect(retried.status).toBe(200);
  });

  it('times out or fails on an unreachable gateway with the same 503', async () => {
    const unreachable = await createTestApp({
      env: { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: MSG91_KEY, MSG91_TEMPLATE_ID: 'x', MSG91_BASE_URL: 'http://127.0.0.1:9' },
    });
    try {
      const member = await registerMember(unreachable);
      const res = await sendCode(unreachable, member);
      expect([res.status, res.json.data.code]).toEqual([503, 'SMS_FAILED']);
    } finally {
      await unreachable.close();
    }
  });
});

describe('mobile verification through Twilio', () => {
  let gateway: StandIn;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startTwilioStandIn(TWILIO_SID, TWILIO_TOKEN);
    t = await createTestApp({
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: TWILIO_SID,
        TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
        TWILIO_FROM: '+15005550006',
        TWILIO_BASE_URL: gateway.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('sends the text in the member’s language through the documented Messages request', async () => {
    const member = await registerMember(t);
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, member.id));
    expect((await sendCode(t, member)).status).toBe(200);
    const request = gateway.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'POST', path: `/2010-04-01/Accounts/${TWILIO_SID}/Messages.json` });
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString('base64')}`);
    const form = new URLSearchParams(request.body);
    expect(form.get('To')).toBe(`+91${member.mobileNumber}`);
    expect(form.get('From')).toBe('+15005550006');
    const text = form.get('Body')!;
    expect(text).toMatch(/^माली विवाह: /);
    const code = /\b(\d{6})\b/.exec(text)![1]!;
    expect((await verifyMobile(t, member, code)).status).toBe(200);
    expect(await mobileVerified(t, member)).toBe(true);
  });

  it('answers 503 for a Twilio error and takes the code back', async () => {
    const member = await registerMember(t);
    gateway.failNext({
      status: 400,
      body: {
        code: 21211,
        message: "The 'To' number is not a valid phone number.",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      },
    });
    const res = await sendCode(t, member);
    expect([res.status, res.json.data.code]).toEqual([503, 'SMS_FAILED']);
    const verify = await verifyMobile(t, member, '123456');
    expect([verify.status, verify.json.data.code]).toEqual([400, 'CODE_GONE']);
  });

  it('sends from a Messaging Service when TWILIO_FROM names one', async () => {
    const service = `MG${'a'.repeat(32)}`;
    const viaService = await createTestApp({
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: TWILIO_SID,
        TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
        TWILIO_FROM: service,
        TWILIO_BASE_URL: gateway.url,
      },
    });
    try {
      const member = await registerMember(viaService);
      expect((await sendCode(viaService, member)).status).toBe(200);
      const form = new URLSearchParams(gateway.requests.at(-1)!.body);
      expect(form.get('MessagingServiceSid')).toBe(service);
      expect(form.has('From')).toBe(false);
    } finally {
      await viaService.close();
    }
  });
});

describe('mobile verification without a gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes the message to the outbox, and its code verifies the number', async () => {
    const member = await registerMember(t);
    expect((await sendCode(t, member)).status).toBe(200);
    const outbox = join(t.dataDir, 'outbox');
    const file = readdirSync(outbox).find((name) => name.endsWith(`-sms-${member.mobileNumber}.txt`));
    expect(file).toBeDefined();
    const text = readFileSync(join(outbox, file!), 'utf8');
    expect(text).toContain(`To: +91${member.mobileNumber}`);
    const code = /\b(\d{6})\b/.exec(text)![1]!;
    expect((await verifyMobile(t, member, code)).status).toBe(200);
  });

  it('paces codes like mail: a minute apart', async () => {
    const member = await registerMember(t);
    expect((await sendCode(t, member)).status).toBe(200);
    const again = await sendCode(t, member);
    expect([again.status, again.json.data.code]).toEqual([429, 'CODE_SENT_RECENTLY']);
  });
});
