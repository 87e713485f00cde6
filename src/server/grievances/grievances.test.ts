import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, signInAdmin } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { auditLog, grievances } from '../db/schema.js';

let t: TestApp;
let adminToken: string;

const OFFICER = {
  GRIEVANCE_OFFICER_NAME: 'Sunanda Kale',
  GRIEVANCE_OFFICER_EMAIL: 'grievance.officer@example.org',
  GRIEVANCE_OFFICER_PHONE: '+91 20 2345 6789',
  GRIEVANCE_OFFICER_ADDRESS: '14 Phule Wada Road, Pune 411002',
};
const HOUR = 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp({ env: OFFICER });
  adminToken = await signInAdmin(t);
});
afterAll(() => t.close());

let emails = 0;
const complainant = () => `complainant${(emails += 1)}@example.net`;

const file = (body: Record<string, unknown>, token?: string) =>
  t.call('/grievance', {
    body: { category: 'HARASSMENT', description: 'He keeps calling my father at night.', ...body },
    token,
    ip: '192.0.2.44',
  });
const list = (body: Record<string, unknown> = {}) => t.call('/admin/grievances', { token: adminToken, body: { page: 0, ...body } });
const update = (body: Record<string, unknown>) => t.call('/admin/grievance/update', { token: adminToken, body });

describe('filing a grievance', () => {
  it('needs no sign-in: answers a ticket, and mails the acknowledgement at once in the complainant’s language', async () => {
    const email = complainant();
    const before = Date.now();
    const res = await file({ category: 'FRAUD', email, profileRef: 'Rohit Patil, Satara', language: 'mr' });
    expect(res.status).toBe(201);
    expect(res.json.data.ticket).toMatch(/^GRV-\d{4}-\d{6}$/);
    // Fraud is due in 15 days.
    const due = Date.parse(res.json.data.dueAt);
    expect(due - before).toBeGreaterThanOrEqual(15 * 24 * HOUR - 5000);
    expect(due - Date.now()).toBeLessThanOrEqual(15 * 24 * HOUR + 5000);

    const mail = await t.mail.waitFor(email);
    expect(mail.subject).toBe('माळी विवाहला तुमची तक्रार मिळाली आहे');
    expect(mail.text).toContain(res.json.data.ticket);
    expect(mail.text).toContain('फसवणूक किंवा पैशांची मागणी');
    expect(mail.text).toContain('Sunanda Kale, grievance.officer@example.org, +91 20 2345 6789');

    const [row] = await t.db.select().from(grievances).where(eq(grievances.ticket, res.json.data.ticket));
    expect(row).toMatchObject({ status: 'RECEIVED', category: 'FRAUD', userId: null, address: '192.0.2.44', language: 'mr' });
    // The officer hears of it too.
    const notice = await t.mail.waitFor(OFFICER.GRIEVANCE_OFFICER_EMAIL);
    expect(notice.subject).toContain(res.json.data.ticket);
  });

  it('gives impersonation and intimate images 24 hours, and numbers tickets without reuse', async () => {
    const first = await file({ category: 'IMPERSONATION', email: complainant() });
    const second = await file({ category: 'INTIMATE_IMAGE', email: complainant() });
    for (const res of [first, second]) {
      expect(res.status).toBe(201);
      const hours = (Date.parse(res.json.data.dueAt) - Date.now()) / HOUR;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
    }
    const number = (ticket: string) => Number(ticket.slice(-6));
    expect(number(second.json.data.ticket)).toBe(number(first.json.data.ticket) + 1);
  });

  it('keeps a signed-in member’s complaint with their account; a stale token files it anonymously', async () => {
    const member = await registerMember(t);
    const mine = await file({ email: member.email }, member.token);
    const [row] = await t.db.select().from(grievances).where(eq(grievances.ticket, mine.json.data.ticket));
    expect(row!.userId).toBe(member.id);
    const stale = await file({ email: complainant() }, 'mvu_not-a-session');
    expect(stale.status).toBe(201);
  });

  it.each([
    [{ category: 'GOSSIP' }, 'Please choose one of the options'],
    [{ description: '   ' }, 'Please describe your complaint'],
    [{ email: 'nobody' }, 'Please enter a valid email address'],
    [{ description: 'x'.repeat(4001) }, 'Too Long!'],
  ])('refuses %o with a clear message and files nothing', async (override, message) => {
    const counted = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(grievances))[0]!.n;
    const before = await counted();
    const res = await file({ email: complainant(), ...override });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe(message);
    expect(await counted()).toBe(before);
  });
});

describe('the admin Grievances screen', () => {
  it('is for admins only', async () => {
    expect((await t.call('/admin/grievances', { body: { page: 0 } })).status).toBe(401);
    const member = await registerMember(t);
    expect((await t.call('/admin/grievances', { token: member.token, body: { page: 0 } })).status).toBe(401);
  });

  it('moves a ticket through its statuses, flags it overdue, mails the decision and logs every step', async () => {
    const email = complainant();
    const filed = await file({ category: 'IMPERSONATION', email, description: 'Someone made a profile with my photos.', language: 'hi' });
    const ticket = filed.json.data.ticket as string;
    const find = async () =>
      ((await list()).json.data.grievances as { ticket: string; id: string; overdue: boolean; status: string }[]).find(
        (row) => row.ticket === ticket,
      )!;
    const received = await find();
    expect(received).toMatchObject({ status: 'RECEIVED', overdue: false, category: 'IMPERSONATION', email, byMember: false });

    // A day and more later, still open: overdue, and listed first.
    await t.db
      .update(grievances)
      .set({ createdAt: new Date(Date.now() - 30 * HOUR), dueAt: new Date(Date.now() - 6 * HOUR) })
      .where(eq(grievances.ticket, ticket));
    const page = await list();
    expect(page.json.data.grievances[0]).toMatchObject({ ticket, overdue: true });
    expect(page.json.data.overdueCount).toBeGreaterThanOrEqual(1);

    const working = await update({ id: received.id, status: 'IN_PROGRESS' });
    expect(working.status).toBe(200);
    expect(working.json.data).toMatchObject({ status: 'IN_PROGRESS', overdue: true, resolutionNote: null });
    expect((await list({ status: 'IN_PROGRESS' })).json.data.grievances.map((g: { ticket: string }) => g.ticket)).toContain(ticket);

    const noNote = await update({ id: received.id, status: 'RESOLVED' });
    expect(noNote.status).toBe(400);
    expect(noNote.json.data.message).toBe('Write the note the complainant will receive');

    const note = 'The profile was removed and its owner blocked from registering again.';
    const resolved = await update({ id: received.id, status: 'RESOLVED', note });
    expect(resolved.status).toBe(200);
    expect(resolved.json.data).toMatchObject({ status: 'RESOLVED', overdue: false, resolutionNote: note });
    expect(resolved.json.data.resolvedAt).not.toBeNull();

    const decision = await t.mail.waitFor((mail) => mail.to.includes(email) && mail.subject.includes('निर्णय'));
    expect(decision.text).toContain(ticket);
    expect(decision.text).toContain(note);
    expect(decision.text).toContain('gac.gov.in');

    // Decided is final.
    const again = await update({ id: received.id, status: 'IN_PROGRESS' });
    expect(again.status).toBe(409);
    expect(again.json.data.code).toBe('GRIEVANCE_CLOSED');

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'UPDATE_GRIEVANCE')).orderBy(desc(auditLog.id)).limit(2);
    expect(entries.map((entry) => entry.detail)).toEqual([
      { ticket, from: 'IN_PROGRESS', to: 'RESOLVED' },
      { ticket, from: 'RECEIVED', to: 'IN_PROGRESS' },
    ]);
    expect(entries[0]!.reason).toBe(note);
  });

  it('rejects with a note mailed in English by default, and answers 404 for an unknown id', async () => {
    const email = complainant();
    const filed = await file({ category: 'OTHER', email });
    const [row] = await t.db.select().from(grievances).where(eq(grievances.ticket, filed.json.data.ticket));
    const rejected = await update({
      id: row!.id,
      status: 'REJECTED',
      note: 'This is a dispute between families, not a matter for the service.',
    });
    expect(rejected.json.data.status).toBe('REJECTED');
    const mail = await t.mail.waitFor((m) => m.to.includes(email) && m.subject === 'Decision on your complaint to Mali Vivah');
    expect(mail.text).toContain('has been rejected');

    const unknown = await update({ id: '00000000-0000-4000-8000-000000000000', status: 'IN_PROGRESS' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.data.code).toBe('GRIEVANCE_NOT_FOUND');
  });
});
