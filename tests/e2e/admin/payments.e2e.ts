import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../src/server/db/schema.js';
import { startE2E, type E2E } from '../support/harness.js';
import { expectAdminToast, openFromMenu, settled, signIn } from './admin-pages.js';
import { ADMIN_LOGIN, createMember, type Member } from './factories.js';
import { isVerificationMail } from '../../support/mail-receiver.js';

/**
 * The office's Payments screen against the real server, fee paid at the office: the list with its
 * filters, recording money received (which completes the member's payment and mails the receipt),
 * the CSV export, and the dashboard's income, at phone width and in three languages.
 */
describe('admin payments', () => {
  let e2e: E2E;
  let phone: Page;
  let waiting: Member;
  let paidEarlier: Member;

  beforeAll(async () => {
    e2e = await startE2E({ admin: ADMIN_LOGIN, env: { ANNUAL_FEE_INR: '1500', PAYMENT_PROVIDER: 'manual' } });
    waiting = await createMember(e2e, { firstName: 'Kavita', middleName: 'Sunil', lastName: 'Ghodke', gender: 'Female' });
    paidEarlier = await createMember(e2e, { firstName: 'Sachin', middleName: 'Anil', lastName: 'Bhujbal', gender: 'Male' });
    // Register and Pay with the fee paid at the office leaves a pending payment.
    expect((await e2e.api('/user/makePayment', {}, waiting.token)).data.status).toBe('PENDING');
    const recorded = await e2e.api(
      '/admin/payments/record',
      { mobileNumber: paidEarlier.mobileNumber, amountInr: '1500', method: 'UPI', reference: 'UPI-4471' },
      await e2e.adminToken(),
    );
    expect(recorded.success).toBe(true);
    phone = await e2e.newPage({ width: 360 });
    phone.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  const cards = () => phone.getByRole('list', { name: 'Payments' }).getByRole('listitem');

  it('opens from the MENU drawer and lists payments with member, amount, method, status, date and receipt', async () => {
    await signIn(phone);
    await openFromMenu(phone, 'Payments');
    await phone.waitForURL('**/admin/payments');
    await phone.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    await expect.poll(() => cards().count()).toBe(2);
    const paid = await cards().filter({ hasText: 'Sachin Anil Bhujbal' }).innerText();
    for (const value of ['₹1,500', 'UPI', 'Completed', 'UPI-4471', paidEarlier.mobileNumber]) expect(paid).toContain(value);
    expect(paid).toMatch(/Receipt No\.\s+\d+/);
    const pending = await cards().filter({ hasText: 'Kavita Sunil Ghodke' }).innerText();
    expect(pending).toContain('Pending');
    await settled(phone);
    await e2e.checkA11y(phone);
    await e2e.screenshot(phone, 'admin-360-payments-en');
  });

  it('filters by status and by a range of days', async () => {
    await phone.getByLabel('Status').selectOption('COMPLETED');
    await phone.getByRole('button', { name: 'Apply' }).click();
    await phone.waitForURL('**/admin/payments?status=COMPLETED');
    await expect.poll(() => cards().count()).toBe(1);
    await phone.getByLabel('From', { exact: true }).fill('2020-01-01');
    await phone.getByLabel('To', { exact: true }).fill('2020-01-31');
    await phone.getByRole('button', { name: 'Apply' }).click();
    await phone.getByText('No payments match this filter.').waitFor();
    await phone.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => cards().count()).toBe(2);
  });

  it('records an office payment that completes the waiting one and mails the receipt', async () => {
    e2e.allowBrowserErrors(
      /\/api\/admin\/payments\/record: Failed to load resource: the server responded with a status of 404/,
      'the test types a number nobody registered on purpose, and the server answers 404 USER_NOT_FOUND',
    );
    await phone.getByRole('button', { name: 'Record payment' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Record an office payment' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Amount received (₹)').inputValue()).toBe('1500');
    // A number nobody registered is named as such on its field.
    await dialog.getByLabel("Member's mobile number").fill('9999912345');
    await dialog.getByLabel('Reference').fill('SLIP-501');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText('This user does not exist').waitFor();
    await dialog.getByLabel("Member's mobile number").fill(waiting.mobileNumber);
    await dialog.getByLabel('Paid by').selectOption('CASH');
    await settled(phone);
    await e2e.checkA11y(phone);
    await e2e.screenshot(phone, 'admin-360-record-payment');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expectAdminToast(phone, 'Payment recorded. Receipt No.');
    await dialog.waitFor({ state: 'detached' });

    const rows = await e2e.running.database.db.select().from(payments).where(eq(payments.userId, waiting.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'COMPLETED', method: 'CASH', reference: 'SLIP-501', amountPaise: 150_000 });
    const card = await cards().filter({ hasText: 'Kavita Sunil Ghodke' }).innerText();
    expect(card).toContain('Completed');
    expect(card).toContain(`${rows[0]!.receiptNo}`);
    const mail = await e2e.mail.waitFor((m) => m.to.includes(waiting.email) && !isVerificationMail(m));
    expect(mail.subject).toBe('Your Mali Vivah payment receipt');
    expect(mail.text).toContain('Amount: ₹1,500');
    expect(mail.text).toContain('Reference: SLIP-501');
  });

  it('exports the filtered payments as a CSV file', async () => {
    await phone.getByLabel('Status').selectOption('COMPLETED');
    await phone.getByRole('button', { name: 'Apply' }).click();
    await phone.waitForURL('**/admin/payments?status=COMPLETED');
    const [download] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Receipt No,Date,Member,Mobile Number,Amount (INR),Method,Status,Reference,Period Start,Period End,Order ID,Payment ID',
    );
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toContain(`Kavita Sunil Ghodke,${waiting.mobileNumber},1500.00,CASH,COMPLETED,SLIP-501`);
    expect(lines.join('\n')).toContain('Sachin Anil Bhujbal');
  });

  it('counts the completed payments in the dashboard income', async () => {
    await openFromMenu(phone, 'Dashboard');
    await phone.getByRole('region', { name: 'Total Income', exact: true }).waitFor();
    expect(await phone.getByRole('region', { name: 'Total Income', exact: true }).locator('p').innerText()).toBe('₹3,000');
    expect(await phone.getByRole('region', { name: "Today's Total Income", exact: true }).locator('p').innerText()).toBe('₹3,000');
  });

  it('shows the screen in Hindi and Marathi, and as a table on a desktop', async () => {
    for (const [language, heading] of [
      ['hi', 'भुगतान'],
      ['mr', 'पेमेंट'],
    ] as const) {
      await phone.evaluate((value) => localStorage.setItem('language', value), language);
      await phone.goto('/admin/payments');
      await phone.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await expect.poll(() => phone.getByRole('listitem').count()).toBe(2);
      await settled(phone);
      await e2e.checkA11y(phone);
      await e2e.screenshot(phone, `admin-360-payments-${language}`);
    }
    const desktop = await e2e.newPage({ width: 1280, height: 900 });
    await signIn(desktop);
    await desktop.goto('/admin/payments');
    await desktop.getByRole('table', { name: 'Payments' }).waitFor();
    expect(await desktop.getByRole('row').count()).toBe(3);
    await settled(desktop);
    await e2e.checkA11y(desktop);
    await e2e.screenshot(desktop, 'admin-1280-payments');
  });
});
