import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileNumberOf } from '../../contract/profile-number.js';
import { approvedMember, signInAdmin, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { reports } from '../db/schema.js';

/**
 * Money-scam warnings (docs/decisions/0047-scam-warnings-and-marked-photos.md): a report of asking
 * for money, or a member's fraud complaint naming the profile, warns the members an accepted
 * interest joins to it, once, naming no reporter, and raises its open reports in the queue.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const man = (firstName: string) => approvedMember(t, userDetails({ gender: 'Male', firstName }));
const send = async (from: Member, to: Member) => {
  const res = await t.call('/user/interests', { token: from.token, body: { userId: to.id } });
  expect(res.status).toBe(200);
  return res.json.data.interest.id as string;
};
const act = async (who: Member, id: string, action: 'accept' | 'decline') =>
  expect((await t.call(`/user/interests/${id}/${action}`, { token: who.token, body: {} })).status).toBe(200);
const report = (reporter: Member, reportedUserId: string, reason: string, description = 'Asked me to pay customs fees') =>
  t.call('/report/create', { token: reporter.token, body: { description, reportedUserId, reason } });
const warnings = async (who: Member) =>
  ((await t.call('/user/notifications', { token: who.token })).json.data.items as { kind: string; data: Record<string, unknown> }[]).filter(
    (item) => item.kind === 'SCAM_WARNING',
  );
const queue = async () => (await t.call('/admin/reports', { token: admin, body: { page: 0 } })).json.data.groups as Group[];

interface Group {
  reportedUserId: string;
  raisedAt: string | null;
}

/**
 * A woman and the men around her: two accepted interests (one sent by her, one by him), one
 * pending, one declined, and a man with no interest at all.
 */
async function circle(firstName: string) {
  const woman = await approvedMember(t, userDetails({ gender: 'Female', firstName }));
  const [acceptedBySender, acceptedByHer, pending, declined, stranger] = await Promise.all(
    ['Amit', 'Bharat', 'Chetan', 'Deepak', 'Eknath'].map((name) => man(name)),
  );
  await act(woman, await send(acceptedBySender!, woman), 'accept');
  await act(acceptedByHer!, await send(woman, acceptedByHer!), 'accept');
  await send(pending!, woman);
  await act(woman, await send(declined!, woman), 'decline');
  return {
    woman,
    acceptedBySender: acceptedBySender!,
    acceptedByHer: acceptedByHer!,
    pending: pending!,
    declined: declined!,
    stranger: stranger!,
  };
}

describe('a report of asking for money', () => {
  it('warns accepted interests in both directions, once, naming the profile and never the reporter', async () => {
    const c = await circle('Meera');
    const reporter = await man('Rahul');
    await t.call('/user/interests', { token: reporter.token, body: { userId: c.woman.id } });
    expect((await report(reporter, c.woman.id, 'ASKS_FOR_MONEY')).status).toBe(200);

    for (const member of [c.acceptedBySender, c.acceptedByHer]) {
      const told = await warnings(member);
      expect(told).toHaveLength(1);
      expect(told[0]!.data).toEqual({ memberId: c.woman.id, name: 'Meera Ramesh Phule' });
      const everything = JSON.stringify(told);
      for (const trace of [reporter.id, reporter.mobileNumber, reporter.email, 'Rahul', 'customs']) expect(everything).not.toContain(trace);
    }
    for (const member of [c.pending, c.declined, c.stranger, c.woman]) expect(await warnings(member)).toEqual([]);

    // Another report, by another member, and the same one again: nobody is told twice.
    const second = await man('Sanjay');
    await t.call('/user/interests', { token: second.token, body: { userId: c.woman.id } });
    expect((await report(second, c.woman.id, 'ASKS_FOR_MONEY', 'Wanted money for a ticket')).status).toBe(200);
    expect((await report(reporter, c.woman.id, 'ASKS_FOR_MONEY', 'Again')).status).toBe(200);
    for (const member of [c.acceptedBySender, c.acceptedByHer]) expect(await warnings(member)).toHaveLength(1);
  });

  it('tells each member once even when two reports arrive at the same moment', async () => {
    const c = await circle('Nisha');
    const [a, b] = await Promise.all([man('Farhan'), man('Ganesh')]);
    const results = await Promise.all([a, b].map((reporter) => report(reporter, c.woman.id, 'ASKS_FOR_MONEY')));
    expect(results.map((res) => res.status)).toEqual([200, 200]);
    expect(await warnings(c.acceptedBySender)).toHaveLength(1);
    expect(await warnings(c.acceptedByHer)).toHaveLength(1);
  });

  it('raises the profile’s other open reports to the top of the queue, and only hers', async () => {
    const c = await circle('Pooja');
    const quiet = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Quiet' }));
    const [first, second, third] = await Promise.all([man('Hari'), man('Ishan'), man('Jay')]);
    expect((await report(first, c.woman.id, 'FAKE_PROFILE', 'Photo from a film')).status).toBe(200);
    expect((await report(second, c.woman.id, 'ABUSIVE', 'Rude')).status).toBe(200);
    // A later report on someone else is the newest activity: without the raise it would lead.
    expect((await report(third, quiet.id, 'FAKE_PROFILE', 'Looks fake')).status).toBe(200);
    // (Profiles raised by the tests above lead the queue; these two come after them.)
    const at = (groups: Group[], id: string) => groups.findIndex((group) => group.reportedUserId === id);
    let groups = await queue();
    expect(at(groups, quiet.id)).toBeLessThan(at(groups, c.woman.id));
    expect(groups[at(groups, c.woman.id)]!.raisedAt).toBeNull();

    // Another reason sends nothing and raises nothing.
    expect(await warnings(c.acceptedBySender)).toEqual([]);

    expect((await report(third, c.woman.id, 'ASKS_FOR_MONEY', 'Asked for a loan')).status).toBe(200);
    const rows = await t.db.select().from(reports).where(eq(reports.reportedUserId, c.woman.id));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.raisedAt !== null)).toBe(true);
    expect((await t.db.select().from(reports).where(eq(reports.reportedUserId, quiet.id)))[0]!.raisedAt).toBeNull();

    // A newer report elsewhere does not push a raised profile down.
    const fourth = await man('Kiran');
    expect((await report(fourth, quiet.id, 'ABUSIVE', 'Rude too')).status).toBe(200);
    groups = await queue();
    expect(groups[at(groups, c.woman.id)]!.raisedAt).not.toBeNull();
    expect(at(groups, c.woman.id)).toBeLessThan(at(groups, quiet.id));
    // Raised ones first, the latest raised on top.
    expect(groups[0]!.reportedUserId).toBe(c.woman.id);
    const raisedCount = groups.filter((group) => group.raisedAt !== null).length;
    expect(groups.slice(0, raisedCount).every((group) => group.raisedAt !== null)).toBe(true);

    // Dismissed, the reports leave the open queue; later ones are not raised by the old raise.
    expect((await t.call('/admin/reports/dismiss', { token: admin, body: { userId: c.woman.id, note: 'Checked' } })).status).toBe(200);
    expect((await queue()).some((group) => group.reportedUserId === c.woman.id)).toBe(false);
  });

  it('with another reason warns nobody', async () => {
    const c = await circle('Rekha');
    const reporter = await man('Lalit');
    for (const reason of ['FAKE_PROFILE', 'ALREADY_MARRIED', 'ABUSIVE', 'INAPPROPRIATE_PHOTO', 'OTHER']) {
      expect((await report(reporter, c.woman.id, reason)).status).toBe(200);
    }
    expect(
      (await t.call('/report/create', { token: reporter.token, body: { description: 'No reason', reportedUserId: c.woman.id } })).status,
    ).toBe(200);
    for (const member of [c.acceptedBySender, c.acceptedByHer]) expect(await warnings(member)).toEqual([]);
    expect((await t.db.select().from(reports).where(eq(reports.reportedUserId, c.woman.id)))[0]!.raisedAt).toBeNull();
  });

  it('refused (a bad reason, an unknown profile) warns nobody and raises nothing', async () => {
    const c = await circle('Sita');
    const reporter = await man('Mohan');
    expect((await report(reporter, c.woman.id, 'MONEY')).status).toBe(400);
    expect((await report(reporter, '00000000-0000-4000-8000-000000000000', 'ASKS_FOR_MONEY')).status).toBe(404);
    expect((await report(c.acceptedBySender, c.acceptedBySender.id, 'ASKS_FOR_MONEY')).status).toBe(400);
    for (const member of [c.acceptedBySender, c.acceptedByHer]) expect(await warnings(member)).toEqual([]);
  });
});

describe('a fraud complaint naming a profile', () => {
  const complain = (body: Record<string, unknown>, token?: string) =>
    t.call('/grievance', {
      body: { category: 'FRAUD', description: 'She asked my son for money for a hospital bill.', email: 'father@example.com', ...body },
      token,
    });

  it('from a member she was shown, by her profile number or link, warns her accepted interests once and raises her reports', async () => {
    const c = await circle('Tara');
    const complainant = await man('Naresh');
    const earlier = await man('Omkar');
    expect((await report(earlier, c.woman.id, 'FAKE_PROFILE', 'Odd')).status).toBe(200);
    expect((await complain({ profileRef: `Her profile number is #${profileNumberOf(c.woman.id)}` }, complainant.token)).status).toBe(201);
    for (const member of [c.acceptedBySender, c.acceptedByHer]) {
      const told = await warnings(member);
      expect(told.map((item) => item.data)).toEqual([{ memberId: c.woman.id, name: 'Tara Ramesh Phule' }]);
      expect(JSON.stringify(told)).not.toContain(complainant.id);
    }
    for (const member of [c.pending, c.declined]) expect(await warnings(member)).toEqual([]);
    expect((await t.db.select().from(reports).where(eq(reports.reportedUserId, c.woman.id)))[0]!.raisedAt).not.toBeNull();

    // Her link, complained of again: nobody is told twice.
    expect((await complain({ profileRef: `https://example.com/details?id=${c.woman.id}` }, complainant.token)).status).toBe(201);
    for (const member of [c.acceptedBySender, c.acceptedByHer]) expect(await warnings(member)).toHaveLength(1);
  });

  it('without an account raises her reports but sends no notice; other categories and unknown names do nothing', async () => {
    const c = await circle('Uma');
    const earlier = await man('Pranav');
    expect((await report(earlier, c.woman.id, 'OTHER', 'Odd')).status).toBe(200);
    const raised = async () => (await t.db.select().from(reports).where(eq(reports.reportedUserId, c.woman.id)))[0]!.raisedAt;

    expect((await complain({ category: 'HARASSMENT', profileRef: c.woman.id })).status).toBe(201);
    expect((await complain({ profileRef: 'Uma from Pune, the tall one' })).status).toBe(201);
    expect((await complain({ profileRef: '00000000-0000-4000-8000-000000000000' })).status).toBe(201);
    expect(await raised()).toBeNull();

    expect((await complain({ profileRef: profileNumberOf(c.woman.id).toLowerCase() })).status).toBe(201);
    expect(await raised()).not.toBeNull();
    for (const member of [c.acceptedBySender, c.acceptedByHer]) expect(await warnings(member)).toEqual([]);
  });
});

describe('the notice', () => {
  it('goes with a block: the member who blocks her loses it, as every trace between them', async () => {
    const c = await circle('Vidya');
    const reporter = await man('Quasim');
    expect((await report(reporter, c.woman.id, 'ASKS_FOR_MONEY')).status).toBe(200);
    expect(await warnings(c.acceptedByHer)).toHaveLength(1);
    expect((await t.call('/user/blocks', { token: c.acceptedByHer.token, body: { userId: c.woman.id } })).status).toBe(200);
    expect(await warnings(c.acceptedByHer)).toEqual([]);
  });
});
