import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grievances } from '../../../src/server/db/schema.js';
import { startE2E, type E2E } from '../support/harness.js';
import { settled, signIn } from './admin-pages.js';
import { ADMIN_LOGIN } from './factories.js';

const SUPPORT = { SUPPORT_PHONE: '+91 20 2612 3456', SUPPORT_EMAIL: 'help@vivah.example.org' };

/** The Grievances screen at phone width: tickets with due dates, overdue flagged, moved to a decision. */
describe('admin handles grievances', () => {
  let e2e: E2E;
  let page: Page;
  let urgent: string;

  const file = async (body: Record<string, string>) => {
    const answer = await e2e.api('/grievance', body);
    if (!answer.success) throw new Error(`filing failed: ${JSON.stringify(answer)}`);
    return answer.data.ticket as string;
  };

  beforeAll(async () => {
    e2e = await startE2E({ admin: ADMIN_LOGIN, env: SUPPORT });
    urgent = await file({
      category: 'IMPERSONATION',
      description: 'A profile uses my daughter’s photographs and name.',
      profileRef: 'Neha Mali, Pune',
      email: 'mother@example.net',
      language: 'mr',
    });
    await file({ category: 'FRAUD', description: 'Asked my son to pay for a visa.', email: 'father@example.net' });
    // Filed a day and a half ago and still open: past its 24 hours.
    await e2e.running.database.db
      .update(grievances)
      .set({ createdAt: new Date(Date.now() - 36 * 3600_000), dueAt: new Date(Date.now() - 12 * 3600_000) })
      .where(eq(grievances.ticket, urgent));
    page = await e2e.newPage({ width: 360 });
  });

  afterAll(async () => {
    await e2e?.stop();
  });

  it('lists every ticket with its status and due date, the overdue one flagged and first', async () => {
    await signIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'MENU' }).getByRole('link', { name: 'Grievances' }).click();
    await page.waitForURL('**/admin/grievances');
    await page.getByRole('heading', { name: 'Grievances', level: 1 }).waitFor();
    await page.getByText('1 grievance is past its due date.').waitFor();
    const cards = page.getByRole('main').getByRole('listitem');
    expect(await cards.count()).toBe(2);
    const first = cards.first();
    expect(await first.getByRole('heading').innerText()).toBe(urgent);
    for (const text of ['Overdue', 'Received', 'Impersonation or fake profile', 'mother@example.net', 'Neha Mali, Pune']) {
      await first.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await cards.nth(1).getByText('Overdue').count()).toBe(0);
    await settled(page);
    await e2e.checkA11y(page);
    await e2e.screenshot(page, 'admin-360-grievances');
  });

  it('moves the ticket to in progress, then resolves it with a note mailed to the complainant', async () => {
    const card = page.getByRole('main').getByRole('listitem').first();
    await card.getByRole('button', { name: 'Update' }).click();
    const dialog = page.getByRole('dialog', { name: `Grievance ${urgent}` });
    await dialog.getByLabel('Status').selectOption('IN_PROGRESS');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('In progress', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Update' }).click();
    await dialog.getByLabel('Status').selectOption('RESOLVED');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Write the note the complainant will receive').waitFor();
    await settled(page);
    await e2e.checkA11y(page);
    await e2e.screenshot(page, 'admin-360-grievance-dialog');
    const note = 'The profile was taken down and its owner barred from registering again.';
    await dialog.getByLabel('Note to the complainant').fill(note);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    const decision = await e2e.mail.waitFor((mail) => mail.to.includes('mother@example.net') && mail.subject.includes('निर्णय'));
    expect(decision.text).toContain(urgent);
    expect(decision.text).toContain(note);
    await page.getByRole('main').getByText(note).waitFor();
    // Decided: no longer overdue, and nothing left to update on it.
    await expect.poll(() => page.getByText('past its due date', { exact: false }).count()).toBe(0);
    await page.getByLabel('Status').selectOption('RESOLVED');
    const resolved = page.getByRole('main').getByRole('listitem');
    await expect.poll(() => resolved.count()).toBe(1);
    expect(await resolved.getByRole('button', { name: 'Update' }).count()).toBe(0);
  });

  it('reads in Hindi and Marathi', async () => {
    for (const [language, title] of [
      ['hi', 'शिकायतें'],
      ['mr', 'तक्रारी'],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await page.goto('/admin/grievances');
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByRole('main').getByRole('listitem').first().waitFor();
      await settled(page);
      await e2e.checkA11y(page);
      await e2e.screenshot(page, `admin-360-grievances-${language}`);
    }
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });

  it('lays the screen out for a desktop too', async () => {
    const desktop = await e2e.newPage({ width: 1280 });
    await signIn(desktop);
    await desktop.goto('/admin/grievances');
    await desktop.getByRole('main').getByRole('listitem').first().waitFor();
    await settled(desktop);
    await e2e.checkA11y(desktop);
    await e2e.screenshot(desktop, 'admin-1280-grievances');
    await desktop.context().close();
  });

  it('shows the configured support contacts in the ticker of the public pages', async () => {
    const visitor = await e2e.newPage();
    await visitor.goto('/grievance');
    await visitor
      .getByText('Need help? Call Mali Vivah on +91 20 2612 3456 or write to help@vivah.example.org.', { exact: true })
      .first()
      .waitFor();
    await visitor.context().close();
  });
});
