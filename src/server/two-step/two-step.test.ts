import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, signInAdmin, userDetails } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { authenticatorCode } from '../../../tests/support/totp.js';
import { upsertAdmin } from '../admin/admins.js';
import { WRONG_CODES_BEFORE_LOCK } from '../credentials/sign-in-failures.js';
import { adminRecoveryCodes, admins, auditLog, sessions, signInFailures } from '../db/schema.js';
import { resetTwoStep } from './service.js';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'warn' }, logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(() => t.close());

const PASSWORD = 'Admin@12345';
let mobileSequence = 0;
/** A new admin, never signed in. */
async function newAdmin(): Promise<string> {
  mobileSequence += 1;
  const mobileNumber = `90100000${String(mobileSequence).padStart(2, '0')}`;
  await upsertAdmin(t.db, mobileNumber, PASSWORD);
  return mobileNumber;
}
const login = (mobileNumber: string, password = PASSWORD) => t.call('/admin/login', { body: { mobileNumber, password } });
const adminRow = async (mobileNumber: string) => (await t.db.select().from(admins).where(eq(admins.mobileNumber, mobileNumber)))[0]!;
const actions = async (adminId: string) =>
  (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.adminId, adminId)).orderBy(auditLog.id)).map(
    (row) => row.action,
  );

/** Enrols through the API as an admin with a phone would; answers the full token and the recovery codes. */
async function enrol(mobileNumber: string) {
  const half = (await login(mobileNumber)).json.data.token as string;
  const { secret } = (await t.call('/admin/twoStep/enrol', { token: half, body: {} })).json.data;
  const done = await t.call('/admin/twoStep/confirm', { token: half, body: { code: await authenticatorCode(secret) } });
  expect(done.status).toBe(200);
  return { token: done.json.data.token as string, recoveryCodes: done.json.data.recoveryCodes as string[], secret: secret as string };
}

describe('enrolment at the first sign-in', () => {
  it('offers a QR code drawn locally, takes a code from it, and answers a full session with ten recovery codes', async () => {
    const mobileNumber = await newAdmin();
    const first = await login(mobileNumber);
    expect(first.json.data).toMatchObject({ secondStep: 'ENROL', message: 'Set up two-step sign-in to continue' });
    const half = first.json.data.token as string;
    // Until the second step, the password alone reaches nothing.
    const dashboard = await t.call('/admin/user/getDashboard', { token: half });
    expect([dashboard.status, dashboard.json.data.code]).toEqual([401, 'SECOND_STEP_REQUIRED']);
    // Confirming before a secret was offered.
    expect((await t.call('/admin/twoStep/confirm', { token: half, body: { code: '123456' } })).json.data.code).toBe('TWO_STEP_NOT_STARTED');

    const enrolment = await t.call('/admin/twoStep/enrol', { token: half, body: {} });
    expect(enrolment.status).toBe(200);
    const { secret, otpauthUrl, qrCode } = enrolment.json.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUrl);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toContain(mobileNumber);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Mali Vivah');
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString('utf8')).toMatch(/^<svg /);
    const pending = await adminRow(mobileNumber);
    expect(pending).toMatchObject({ totpPendingSecret: secret, totpSecret: null, totpEnabledAt: null });

    const wrong = await t.call('/admin/twoStep/confirm', { token: half, body: { code: '000000' } });
    expect([wrong.status, wrong.json.data.code]).toEqual([400, 'WRONG_CODE']);
    const done = await t.call('/admin/twoStep/confirm', { token: half, body: { code: await authenticatorCode(secret) } });
    expect(done.status).toBe(200);
    const { token, recoveryCodes, recoveryCodesLeft } = done.json.data;
    expect(token).toMatch(/^mva_/);
    expect(token).not.toBe(half);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(recoveryCodesLeft).toBe(10);

    const admin = await adminRow(mobileNumber);
    expect(admin).toMatchObject({ totpSecret: secret, totpPendingSecret: null });
    expect(admin.totpEnabledAt).toBeInstanceOf(Date);
    const stored = await t.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    expect(stored).toHaveLength(10);
    // Kept as hashes only.
    for (const row of stored) expect(recoveryCodes.some((code: string) => row.codeHash.includes(code.replace('-', '')))).toBe(false);

    expect((await t.call('/admin/user/getDashboard', { token })).status).toBe(200);
    // The password-only token is spent.
    expect((await t.call('/admin/twoStep/enrol', { token: half, body: {} })).status).toBe(401);
    expect(await actions(admin.id)).toEqual(['ENROL_TWO_STEP', 'SIGN_IN']);
  });

  it('cannot enrol twice', async () => {
    const mobileNumber = await newAdmin();
    await enrol(mobileNumber);
    const half = (await login(mobileNumber)).json.data;
    expect(half.secondStep).toBe('CODE');
    const again = await t.call('/admin/twoStep/enrol', { token: half.token, body: {} });
    expect([again.status, again.json.data.code]).toEqual([409, 'TWO_STEP_ENROLLED']);
  });

  it('refuses the second-step calls to a session that already finished it', async () => {
    const token = await signInAdmin(t, await newAdmin(), PASSWORD);
    for (const path of ['/admin/twoStep/enrol', '/admin/twoStep/verify', '/admin/twoStep/confirm']) {
      const res = await t.call(path, { token, body: path.endsWith('enrol') ? {} : { code: '123456' } });
      expect([path, res.status, res.json.data.code]).toEqual([path, 403, 'FORBIDDEN']);
    }
  });
});

describe('later sign-ins', () => {
  it('ask for the code after the password; a code is good once', async () => {
    const mobileNumber = await newAdmin();
    const { secret } = await enrol(mobileNumber);
    const half = (await login(mobileNumber)).json.data.token as string;
    const wrong = await t.call('/admin/twoStep/verify', { token: half, body: { code: '000000' } });
    expect([wrong.status, wrong.json.data.code]).toEqual([400, 'WRONG_CODE']);

    const code = await authenticatorCode(secret, (await adminRow(mobileNumber)).totpLastStep);
    const done = await t.call('/admin/twoStep/verify', { token: half, body: { code } });
    expect(done.status).toBe(200);
    expect(done.json.data.recoveryCodesLeft).toBe(10);
    expect(done.json.data.recoveryCodes).toBeUndefined();
    expect((await t.call('/admin/user/getDashboard', { token: done.json.data.token })).status).toBe(200);

    // Someone who saw the code cannot use it again, even with the password.
    const replayHalf = (await login(mobileNumber)).json.data.token as string;
    const replay = await t.call('/admin/twoStep/verify', { token: replayHalf, body: { code } });
    expect([replay.status, replay.json.data.code]).toEqual([400, 'WRONG_CODE']);
  });

  it('take a recovery code once, in any case and with or without the dash', async () => {
    const mobileNumber = await newAdmin();
    const { recoveryCodes } = await enrol(mobileNumber);
    const [first, second] = recoveryCodes as [string, string];
    const useCode = async (code: string) => {
      const half = (await login(mobileNumber)).json.data.token as string;
      return t.call('/admin/twoStep/verify', { token: half, body: { code } });
    };
    const used = await useCode(first.toUpperCase());
    expect(used.status).toBe(200);
    expect(used.json.data.recoveryCodesLeft).toBe(9);
    const again = await useCode(first);
    expect([again.status, again.json.data.code]).toEqual([400, 'WRONG_CODE']);
    const noDash = await useCode(second.replace('-', ''));
    expect(noDash.status).toBe(200);
    expect(noDash.json.data.recoveryCodesLeft).toBe(8);
    const admin = await adminRow(mobileNumber);
    const [last] = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.adminId, admin.id), eq(auditLog.action, 'SIGN_IN')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(last!.detail).toEqual({ method: 'RECOVERY_CODE' });
  });

  it('leave the password-only session only ten minutes to finish', async () => {
    const mobileNumber = await newAdmin();
    const half = (await login(mobileNumber)).json.data.token as string;
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.adminId, (await adminRow(mobileNumber)).id));
    expect(row!.awaitingSecondFactor).toBe(true);
    expect(Math.round((row!.expiresAt.getTime() - Date.now()) / 60_000)).toBe(10);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row!.id));
    const late = await t.call('/admin/twoStep/enrol', { token: half, body: {} });
    expect([late.status, late.json.data.code]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('may be abandoned: signing out ends the password-only session', async () => {
    const half = (await login(await newAdmin())).json.data.token as string;
    expect((await t.call('/admin/logout', { token: half, body: {} })).status).toBe(200);
    expect((await t.call('/admin/twoStep/enrol', { token: half, body: {} })).status).toBe(401);
  });
});

describe('wrong second-step codes', () => {
  const verify = (token: string, code: string) => t.call('/admin/twoStep/verify', { token, body: { code } });
  const half = async (mobileNumber: string) => (await login(mobileNumber)).json.data.token as string;
  const secondStepCount = async (adminId: string) =>
    (
      await t.db
        .select()
        .from(signInFailures)
        .where(and(eq(signInFailures.kind, 'second-step'), eq(signInFailures.subject, adminId)))
    )[0];
  const endLock = (adminId: string) =>
    t.db
      .update(signInFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(signInFailures.kind, 'second-step'), eq(signInFailures.subject, adminId)));
  const unusedRecoveryCodes = async (adminId: string) =>
    (await t.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId))).filter((row) => !row.usedAt).length;

  it('lock the second step, however often the right password signs in again', async () => {
    const mobileNumber = await newAdmin();
    await enrol(mobileNumber);
    const answers = [];
    // A fresh password-only session for every code: the password never gives new tries.
    for (let i = 0; i < WRONG_CODES_BEFORE_LOCK; i += 1) {
      const res = await verify(await half(mobileNumber), '000000');
      answers.push([res.status, res.json.data.code]);
    }
    expect(answers).toEqual([
      ...Array.from({ length: WRONG_CODES_BEFORE_LOCK - 1 }, () => [400, 'WRONG_CODE']),
      [429, 'SECOND_STEP_LOCKED'],
    ]);
    // The password still works (it is not what locked), but the step it opens does not.
    const again = await login(mobileNumber);
    expect(again.status).toBe(200);
    const locked = await verify(again.json.data.token, '000000');
    expect([locked.status, locked.json.data.code]).toEqual([429, 'SECOND_STEP_LOCKED']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('refuse even the right code while locked, without using it up', async () => {
    const mobileNumber = await newAdmin();
    const { secret, recoveryCodes } = await enrol(mobileNumber);
    const admin = await adminRow(mobileNumber);
    for (let i = 0; i < WRONG_CODES_BEFORE_LOCK; i += 1) await verify(await half(mobileNumber), '000000');
    const right = await authenticatorCode(secret, admin.totpLastStep);
    const refused = await verify(await half(mobileNumber), right);
    expect([refused.status, refused.json.data.code]).toEqual([429, 'SECOND_STEP_LOCKED']);
    const recovery = await verify(await half(mobileNumber), recoveryCodes[0]!);
    expect([recovery.status, recovery.json.data.code]).toEqual([429, 'SECOND_STEP_LOCKED']);
    // Guessing during the lock learns nothing and spends nothing.
    expect((await adminRow(mobileNumber)).totpLastStep).toBe(admin.totpLastStep);
    expect(await unusedRecoveryCodes(admin.id)).toBe(10);
    expect(await secondStepCount(admin.id)).toMatchObject({ failures: WRONG_CODES_BEFORE_LOCK });
  });

  it('tell the other admins in the activity log, and warn in the server log', async () => {
    const mobileNumber = await newAdmin();
    await enrol(mobileNumber);
    const admin = await adminRow(mobileNumber);
    const linesBefore = logLines.length;
    for (let i = 0; i < WRONG_CODES_BEFORE_LOCK; i += 1) {
      await t.call('/admin/twoStep/verify', { token: await half(mobileNumber), body: { code: '000000' }, ip: '192.0.2.45' });
    }
    expect((await actions(admin.id)).filter((action) => action === 'SECOND_STEP_LOCKED')).toHaveLength(1);
    const other = await signInAdmin(t, '9010000099', PASSWORD);
    const activity = await t.call('/admin/activity', { token: other, body: { page: 0, action: 'SECOND_STEP_LOCKED', adminId: admin.id } });
    expect(activity.status).toBe(200);
    expect(activity.json.data.entries).toHaveLength(1);
    expect(activity.json.data.entries[0]).toMatchObject({ action: 'SECOND_STEP_LOCKED', adminId: admin.id, address: '192.0.2.45' });
    expect(Date.parse(activity.json.data.entries[0].detail.lockedUntil)).toBeGreaterThan(Date.now() + 14 * 60_000);
    const warnings = logLines.slice(linesBefore).map((line) => JSON.parse(line) as { level: number; adminId?: string; msg: string });
    expect(warnings.filter((line) => line.adminId === admin.id && line.level === 40 && /second step locked/.test(line.msg))).toHaveLength(
      1,
    );
    // Tries refused while locked are not new locks.
    await verify(await half(mobileNumber), '000000');
    expect((await actions(admin.id)).filter((action) => action === 'SECOND_STEP_LOCKED')).toHaveLength(1);
  });

  it('count recovery codes with the authenticator’s codes', async () => {
    const mobileNumber = await newAdmin();
    const { recoveryCodes } = await enrol(mobileNumber);
    const admin = await adminRow(mobileNumber);
    const tries = ['000000', 'aaaaa-bbbbb', '111111', 'ccccc-ddddd', 'eeeee-fffff'];
    expect(tries).toHaveLength(WRONG_CODES_BEFORE_LOCK);
    const codes = [];
    for (const code of tries) codes.push((await verify(await half(mobileNumber), code)).json.data.code);
    expect(codes.at(-1)).toBe('SECOND_STEP_LOCKED');
    expect(codes.slice(0, -1).every((code) => code === 'WRONG_CODE')).toBe(true);
    const refused = await verify(await half(mobileNumber), recoveryCodes[3]!);
    expect([refused.status, refused.json.data.code]).toEqual([429, 'SECOND_STEP_LOCKED']);
    expect(await unusedRecoveryCodes(admin.id)).toBe(10);
  });

  it('let no more than the allowed tries through in parallel', async () => {
    const mobileNumber = await newAdmin();
    await enrol(mobileNumber);
    const tokens = await Promise.all(Array.from({ length: 12 }, () => half(mobileNumber)));
    const answers = await Promise.all(tokens.map((token) => verify(token, '000000')));
    expect(answers.filter((res) => res.status === 400)).toHaveLength(WRONG_CODES_BEFORE_LOCK - 1);
    expect(answers.filter((res) => res.status === 429 && res.json.data.code === 'SECOND_STEP_LOCKED')).toHaveLength(
      12 - (WRONG_CODES_BEFORE_LOCK - 1),
    );
  });

  it('keep counting after a lock ends: the next wrong code locks again, for longer', async () => {
    const mobileNumber = await newAdmin();
    await enrol(mobileNumber);
    const admin = await adminRow(mobileNumber);
    for (let i = 0; i < WRONG_CODES_BEFORE_LOCK; i += 1) await verify(await half(mobileNumber), '000000');
    const first = (await secondStepCount(admin.id))!.lockedUntil!.getTime() - Date.now();
    await endLock(admin.id);
    const next = await verify(await half(mobileNumber), '000000');
    expect([next.status, next.json.data.code]).toEqual([429, 'SECOND_STEP_LOCKED']);
    const second = (await secondStepCount(admin.id))!.lockedUntil!.getTime() - Date.now();
    expect(second / first).toBeGreaterThan(1.8);
    // A new password set from the server does not forgive wrong codes either.
    await upsertAdmin(t.db, mobileNumber, PASSWORD);
    expect(await secondStepCount(admin.id)).toMatchObject({ failures: WRONG_CODES_BEFORE_LOCK + 1 });
  });

  it('are forgiven by a right code once the lock has ended', async () => {
    const mobileNumber = await newAdmin();
    const { secret } = await enrol(mobileNumber);
    const admin = await adminRow(mobileNumber);
    for (let i = 0; i < WRONG_CODES_BEFORE_LOCK; i += 1) await verify(await half(mobileNumber), '000000');
    await endLock(admin.id);
    const done = await verify(await half(mobileNumber), await authenticatorCode(secret, (await adminRow(mobileNumber)).totpLastStep));
    expect(done.status).toBe(200);
    expect(await secondStepCount(admin.id)).toBeUndefined();
    // A fresh count: a few typos again are only wrong codes.
    for (let i = 0; i < WRONG_CODES_BEFORE_LOCK - 1; i += 1) {
      const res = await verify(await half(mobileNumber), '000000');
      expect([res.status, res.json.data.code]).toEqual([400, 'WRONG_CODE']);
    }
  });

  it('lock enrolment the same way', async () => {
    const mobileNumber = await newAdmin();
    const token = await half(mobileNumber);
    const { secret } = (await t.call('/admin/twoStep/enrol', { token, body: {} })).json.data;
    for (let i = 0; i < WRONG_CODES_BEFORE_LOCK; i += 1) await t.call('/admin/twoStep/confirm', { token, body: { code: '000000' } });
    const refused = await t.call('/admin/twoStep/confirm', { token, body: { code: await authenticatorCode(secret) } });
    expect([refused.status, refused.json.data.code]).toEqual([429, 'SECOND_STEP_LOCKED']);
    expect((await adminRow(mobileNumber)).totpEnabledAt).toBeNull();
  });
});

describe('a password alone', () => {
  it('opens no admin call and no identity document', async () => {
    const mobileNumber = await newAdmin();
    await enrol(mobileNumber);
    const half = (await login(mobileNumber)).json.data.token as string;
    const spec = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const secondStepOrPublic = (path: string) =>
      path.startsWith('/api/admin/twoStep/') || ['/api/admin/login', '/api/admin/logout'].includes(path);
    const adminCalls = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/admin/') && !secondStepOrPublic(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase() as 'GET' | 'POST', url: path })));
    expect(adminCalls.length).toBeGreaterThanOrEqual(4);
    for (const call of adminCalls) {
      const res = await t.app.inject({
        ...call,
        headers: { authorization: `Bearer ${half}` },
        ...(call.method === 'POST' ? { payload: {} } : {}),
      });
      expect([call.url, res.statusCode, res.json().data.code]).toEqual([call.url, 401, 'SECOND_STEP_REQUIRED']);
    }
    const document = await t.app.inject({
      method: 'GET',
      url: `/api/files/documents/${'0'.repeat(32)}.pdf`,
      headers: { authorization: `Bearer ${half}` },
    });
    expect([document.statusCode, document.json().data.code]).toEqual([401, 'SECOND_STEP_REQUIRED']);
  });
});

describe('npm run admin:create -- --reset-2fa', () => {
  it('clears the enrolment and the recovery codes, signs the admin out, and the next sign-in enrols again', async () => {
    const mobileNumber = await newAdmin();
    const { token } = await enrol(mobileNumber);
    const member = await registerMember(t, { details: userDetails() });
    expect((await t.call('/admin/user/update', { token, body: { mobileNumber: member.mobileNumber, status: 'ACTIVE' } })).status).toBe(200);
    const admin0 = await adminRow(mobileNumber);
    for (let i = 0; i < WRONG_CODES_BEFORE_LOCK; i += 1) {
      const half = (await login(mobileNumber)).json.data.token as string;
      await t.call('/admin/twoStep/verify', { token: half, body: { code: '000000' } });
    }
    expect(
      (await login(mobileNumber).then((res) => t.call('/admin/twoStep/verify', { token: res.json.data.token, body: { code: '000000' } })))
        .status,
    ).toBe(429);
    expect(await resetTwoStep(t.db, mobileNumber)).toBe(true);
    // A new enrolment starts with no wrong codes.
    expect(await t.db.select().from(signInFailures).where(eq(signInFailures.subject, admin0.id))).toHaveLength(0);
    expect(await resetTwoStep(t.db, '9999999998')).toBe(false);
    const admin = await adminRow(mobileNumber);
    expect(admin).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await t.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id))).toHaveLength(0);
    expect((await t.call('/admin/user/getDashboard', { token })).status).toBe(401);
    expect((await login(mobileNumber)).json.data.secondStep).toBe('ENROL');
    expect((await actions(admin.id)).at(-1)).toBe('RESET_TWO_STEP');
    await enrol(mobileNumber);
  });
});
