import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueReturnCode } from '../../../src/server/payments/return-codes.js';
import { startE2E, type E2E } from '../support/harness.js';
import { sessionToken } from '../support/session-cookies.js';
import { createMember, signedInPage } from './member-fixtures.js';

/** A payment return link never replaces another member's session on this browser without asking. */
describe('payment return', () => {
  let e2e: E2E;
  let a: { token: string };
  let b: { token: string; id: string };

  beforeAll(async () => {
    e2e = await startE2E();
    a = await createMember(e2e, { firstName: 'Asha', lastName: 'Mali', gender: 'Female', dateOfBirth: '1995-03-03' });
    const created = await createMember(e2e, { firstName: 'Bhavesh', lastName: 'Mali', gender: 'Male', dateOfBirth: '1993-04-04' });
    b = { token: created.token, id: (await e2e.api('/user/info', undefined, created.token)).data.id };
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it("asks before switching to another member's account, and keeps the session when declined", async () => {
    const page = await signedInPage(e2e, a.token);
    page.setDefaultTimeout(15_000);
    await page.goto(`/payment?type=1&token=${await issueReturnCode(e2e.running.database.db, b.id)}`);
    const dialog = page.getByRole('dialog', { name: 'Continue as the paying account?' });
    await dialog.getByText('You are signed in as Asha Ramesh Mali. Continue as the paying account?').waitFor();
    await e2e.screenshot(page, 'member-360-payment-switch');
    expect(await sessionToken(page)).toBe(a.token);
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await page.waitForURL('**/home');
    expect(await sessionToken(page)).toBe(a.token);
  });

  it('switches only when confirmed', async () => {
    const page = await signedInPage(e2e, a.token);
    page.setDefaultTimeout(15_000);
    await page.goto(`/payment?type=1&token=${await issueReturnCode(e2e.running.database.db, b.id)}`);
    await page.getByRole('button', { name: 'Continue as the paying account' }).click();
    await page.waitForURL('**/home');
    const token = await sessionToken(page);
    expect(token).not.toBe(a.token);
    expect((await e2e.api('/user/info', undefined, token!)).data.id).toBe(b.id);
  });

  it("asks too for SPEC's old link with a session token", async () => {
    const page = await signedInPage(e2e, a.token);
    page.setDefaultTimeout(15_000);
    await page.goto(`/payment?type=1&token=${b.token}`);
    await page.getByRole('dialog', { name: 'Continue as the paying account?' }).waitFor();
    expect(await sessionToken(page)).toBe(a.token);
  });

  it('signs in a browser without a session, and refuses a used code', async () => {
    e2e.allowBrowserErrors(
      /\/api\/user\/paymentReturn: Failed to load resource: the server responded with a status of 400/,
      'the test opens a return link a second time',
    );
    const page = await e2e.newPage({ width: 360 });
    page.setDefaultTimeout(15_000);
    const code = await issueReturnCode(e2e.running.database.db, b.id);
    await page.goto(`/payment?type=1&token=${code}`);
    await page.waitForURL('**/home');
    expect(await sessionToken(page)).not.toBeNull();
    const other = await e2e.newPage({ width: 360 });
    await other.goto(`/payment?type=1&token=${code}`);
    await other.getByText('Payment Failed').first().waitFor();
    expect(await sessionToken(other)).toBeNull();
  });
});
