import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, reports, users } from '../db/schema.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { approve, approvedMember, neverShownCast, registerMember, userDetails, type Member } from '../../../tests/support/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An approved man and an approved woman: each is in the other's listing, so each may report the other. */
async function listedPair() {
  const reporter = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Rahul' }));
  const reported = await approvedMember(t, userDetails({ gender: 'Female' }));
  return { reporter, reported };
}

describe('POST /report/create', () => {
  it("stores the report with the token's member as reporter, whatever reportingUserId says", async () => {
    const { reporter, reported } = await listedPair();
    const res = await t.call('/report/create', {
      token: reporter.token,
      body: { description: 'Asks for money', reportedUserId: reported.id, reportingUserId: '1' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), message: 'Reported successfully' } });
    const [row] = await t.db.select().from(reports).where(eq(reports.id, res.json.data.id));
    expect(row).toMatchObject({ reportingUserId: reporter.id, reportedUserId: reported.id, description: 'Asks for money' });
  });

  it('ignores a reportingUserId naming someone else, and takes it as a number too', async () => {
    const { reporter, reported } = await listedPair();
    const other = await registerMember(t);
    const res = await t.call('/report/create', {
      token: reporter.token,
      body: { description: 'Fake photos', reportedUserId: reported.id, reportingUserId: other.id },
    });
    const [row] = await t.db.select().from(reports).where(eq(reports.id, res.json.data.id));
    expect(row!.reportingUserId).toBe(reporter.id);
    const numeric = await t.call('/report/create', {
      token: reporter.token,
      body: { description: 'Fake photos', reportedUserId: reported.id, reportingUserId: 1 },
    });
    expect(numeric.status).toBe(200);
    const without = await t.call('/report/create', { token: reporter.token, body: { description: 'Rude', reportedUserId: reported.id } });
    expect(without.status).toBe(200);
  });

  it('answers 404 for a member that does not exist or a malformed id, never a 500', async () => {
    const reporter = await registerMember(t);
    for (const reportedUserId of ['00000000-0000-4000-8000-000000000000', 'abc', '-'.repeat(36), "1' OR '1'='1"]) {
      const res = await t.call('/report/create', {
        token: reporter.token,
        body: { description: 'x', reportedUserId, reportingUserId: '1' },
      });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, data: { code: 'PROFILE_NOT_FOUND', message: 'This profile does not exist' } });
    }
    expect(await t.db.select().from(reports).where(eq(reports.reportingUserId, reporter.id))).toHaveLength(0);
  });

  it('refuses reporting yourself', async () => {
    const member = await registerMember(t);
    const res = await t.call('/report/create', {
      token: member.token,
      body: { description: 'me', reportedUserId: member.id, reportingUserId: '1' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, data: { code: 'OWN_PROFILE', message: 'You cannot report your own profile' } });
  });

  it.each([
    [{ description: '' }, 'Please describe the problem'],
    [{ description: '   ' }, 'Please describe the problem'],
    [{ description: undefined }, 'Please describe the problem'],
    [{ description: 'x'.repeat(1001) }, 'Too Long!'],
    [{ reportedUserId: '' }, 'This field is required'],
    [{ reportedUserId: undefined }, 'This field is required'],
  ])('validates %o with message "%s"', async (override, message) => {
    const member = await registerMember(t);
    const body = { description: 'Spam', reportedUserId: member.id, reportingUserId: '1', ...override };
    const res = await t.call('/report/create', { token: member.token, body });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe(message);
  });

  it('refuses extra fields', async () => {
    const member = await registerMember(t);
    const other = await registerMember(t);
    const res = await t.call('/report/create', {
      token: member.token,
      body: { description: 'Spam', reportedUserId: other.id, severity: 'high' },
    });
    expect(res.status).toBe(400);
  });

  it('needs a member token', async () => {
    const member = await registerMember(t);
    const body = { description: 'Spam', reportedUserId: member.id, reportingUserId: '1' };
    expect((await t.call('/report/create', { body })).status).toBe(401);
    expect((await t.call('/report/create', { token: 'mvu_forged', body })).status).toBe(401);
  });

  it('keeps the report when the reported member deletes the account', async () => {
    const { reporter, reported } = await listedPair();
    const res = await t.call('/report/create', { token: reporter.token, body: { description: 'Scam', reportedUserId: reported.id } });
    await t.call('/user/deleteUserProfile', { token: reported.token, body: {} });
    const [row] = await t.db.select().from(reports).where(eq(reports.id, res.json.data.id));
    expect(row).toMatchObject({ description: 'Scam', reportedUserId: null, reportingUserId: reporter.id });
  });
});

describe('report reasons', () => {
  it('stores the reason; a second report by the same member updates the first and keeps the reason when none is sent', async () => {
    const { reporter, reported } = await listedPair();
    const first = await t.call('/report/create', {
      token: reporter.token,
      body: { description: 'Asked me to send money', reportedUserId: reported.id, reason: 'ASKS_FOR_MONEY' },
    });
    expect(first.status).toBe(200);
    const again = await t.call('/report/create', {
      token: reporter.token,
      body: { description: 'Again, money', reportedUserId: reported.id },
    });
    expect(again.json.data.id).toBe(first.json.data.id);
    const rows = await t.db.select().from(reports).where(eq(reports.reportedUserId, reported.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'ASKS_FOR_MONEY', description: 'Again, money', status: 'OPEN' });
  });

  it("keeps SPEC's report without a reason, with none recorded", async () => {
    const { reporter, reported } = await listedPair();
    const res = await t.call('/report/create', {
      token: reporter.token,
      body: { description: 'Odd', reportedUserId: reported.id, reportingUserId: '1' },
    });
    const [row] = await t.db.select().from(reports).where(eq(reports.id, res.json.data.id));
    expect(row!.reason).toBeNull();
  });

  it.each([['SPAM'], ['fake_profile'], [''], [3]])('refuses the reason %o and stores nothing', async (reason) => {
    const reporter = await registerMember(t);
    const reported = await registerMember(t);
    const res = await t.call('/report/create', { token: reporter.token, body: { description: 'x', reportedUserId: reported.id, reason } });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toBe('Please choose a reason');
    expect(await t.db.select().from(reports).where(eq(reports.reportedUserId, reported.id))).toHaveLength(0);
  });

  it('refuses a suspended member with 403 and stores nothing', async () => {
    const reporter = await registerMember(t, { details: userDetails({ gender: 'Male' }) });
    const reported = await registerMember(t, { details: userDetails() });
    await t.db.update(users).set({ status: 'ACTIVE', suspendedAt: new Date() }).where(eq(users.id, reporter.id));
    const res = await t.call('/report/create', {
      token: reporter.token,
      body: { description: 'x', reportedUserId: reported.id, reason: 'FAKE_PROFILE' },
    });
    expect(res.status).toBe(403);
    expect(res.json.data.code).toBe('ACCOUNT_SUSPENDED');
    expect(await t.db.select().from(reports).where(eq(reports.reportedUserId, reported.id))).toHaveLength(0);
  });
});

describe('hiding a profile by reports', () => {
  /** An approved woman and the approved man who looks at the listing. */
  async function pair(app: TestApp) {
    const viewer = await registerMember(app, { details: userDetails({ gender: 'Male' }) });
    const woman = await registerMember(app, { details: userDetails({ gender: 'Female', firstName: 'Reported' }) });
    await approve(app, viewer.id, woman.id);
    return { viewer, woman };
  }
  const listed = async (app: TestApp, viewer: Member, id: string) =>
    (
      (await app.call('/user/getProfile', { token: viewer.token, body: { page: 1, fullName: 'reported' } })).json.data.userData as {
        id: string;
      }[]
    )
      .map((user) => user.id)
      .includes(id);
  const report = (app: TestApp, reporter: Member, reportedUserId: string) =>
    app.call('/report/create', { token: reporter.token, body: { description: 'Fake', reportedUserId, reason: 'FAKE_PROFILE' } });
  const approvedMembers = async (app: TestApp, n: number) => {
    const members: Member[] = [];
    for (let i = 0; i < n; i += 1) members.push(await registerMember(app, { details: userDetails({ gender: 'Male' }) }));
    await approve(app, ...members.map((m) => m.id));
    return members;
  };

  it('hides a profile from listings once three distinct approved members report it', async () => {
    const { viewer, woman } = await pair(t);
    const [a, b, c] = await approvedMembers(t, 3);
    await report(t, a!, woman.id);
    await report(t, a!, woman.id);
    await report(t, b!, woman.id);
    // One member reporting twice is one reporter: still listed after two distinct reporters.
    expect(await listed(t, viewer, woman.id)).toBe(true);
    await report(t, c!, woman.id);
    expect(await listed(t, viewer, woman.id)).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, woman.id));
    expect(row!.reportHiddenAt).not.toBeNull();
    // Hidden, not suspended or rejected: the member's own standing is unchanged.
    expect(row!.status).toBe('ACTIVE');
    expect(row!.suspendedAt).toBeNull();
    // Out of every listing now, she stays reportable by those who reported her: their reports are updated.
    const again = await report(t, a!, woman.id);
    expect(again.status).toBe(200);
    expect(await t.db.select().from(reports).where(eq(reports.reportedUserId, woman.id))).toHaveLength(3);
  });

  it('is not moved by a swarm of pending or suspended accounts', async () => {
    const { viewer, woman } = await pair(t);
    // Members she was shown to while approved: their interests let them report her once back in review.
    const pending = await approvedMembers(t, 4);
    for (const member of pending) {
      expect((await t.call('/user/interests', { token: member.token, body: { userId: woman.id } })).status).toBe(200);
      await t.db.update(users).set({ status: 'PENDING' }).where(eq(users.id, member.id));
      expect((await report(t, member, woman.id)).status).toBe(200);
    }
    const [suspended] = await approvedMembers(t, 1);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended!.id));
    await t.db.insert(reports).values({ reportingUserId: suspended!.id, reportedUserId: woman.id, description: 'x', reason: 'ABUSIVE' });
    const [approved] = await approvedMembers(t, 1);
    await report(t, approved!, woman.id);
    expect(await t.db.select().from(reports).where(eq(reports.reportedUserId, woman.id))).toHaveLength(6);
    expect(await listed(t, viewer, woman.id)).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, woman.id));
    expect(row!.reportHiddenAt).toBeNull();
  });

  it('counts parallel reports from different members all together', async () => {
    const { viewer, woman } = await pair(t);
    const reporters = await approvedMembers(t, 3);
    const answers = await Promise.all(reporters.map((reporter) => report(t, reporter, woman.id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await listed(t, viewer, woman.id)).toBe(false);
  });

  it('follows REPORT_HIDE_THRESHOLD', async () => {
    const strict = await createTestApp({ env: { REPORT_HIDE_THRESHOLD: '1' } });
    try {
      const { viewer, woman } = await pair(strict);
      const [reporter] = await approvedMembers(strict, 1);
      expect(await listed(strict, viewer, woman.id)).toBe(true);
      await report(strict, reporter!, woman.id);
      expect(await listed(strict, viewer, woman.id)).toBe(false);
    } finally {
      await strict.close();
    }
  });
});

describe('whom a member may report', () => {
  /** The answer as it leaves the server, byte for byte. */
  async function raw(who: Member, reportedUserId: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/report/create',
      headers: { authorization: `Bearer ${who.token}` },
      payload: { description: 'Asked for money', reportedUserId, reason: 'ASKS_FOR_MONEY' },
    });
    return { status: res.statusCode, body: res.body };
  }
  const man = (firstName: string) => approvedMember(t, userDetails({ gender: 'Male', firstName }));
  const woman = (firstName: string) => approvedMember(t, userDetails({ gender: 'Female', firstName }));
  const pause = (who: Member) => t.call('/user/settings/pause', { token: who.token, body: { paused: true } });
  const filedBy = (who: Member) => t.db.select().from(reports).where(eq(reports.reportingUserId, who.id));

  it('answers any id the member was never shown exactly as an unknown one, and stores nothing', async () => {
    const { caller, listed, neverShown } = await neverShownCast(t);

    const unknown = await raw(caller, randomUUID());
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({
      success: false,
      data: { code: 'PROFILE_NOT_FOUND', message: 'This profile does not exist' },
    });
    expect(await raw(caller, 'not-an-id')).toEqual(unknown);
    for (const target of neverShown) expect(await raw(caller, target.id)).toEqual(unknown);
    expect(await filedBy(caller)).toEqual([]);

    // Callers who may see nobody, each against a profile listed to approved men.
    const pendingCaller = await registerMember(t, { details: userDetails({ gender: 'Male', firstName: 'Prakash' }) });
    const rejected = await man('Ramesh');
    await t.db.update(users).set({ status: 'REJECT' }).where(eq(users.id, rejected.id));
    for (const who of [pendingCaller, rejected]) {
      const nobody = await raw(who, randomUUID());
      expect(nobody).toEqual(unknown);
      expect(await raw(who, listed.id)).toEqual(nobody);
      expect(await filedBy(who)).toEqual([]);
    }
    // A suspended member may report nobody: the same refusal whether the id exists or not.
    const suspended = await man('Sanjay');
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    const refused = await raw(suspended, randomUUID());
    expect(refused.status).toBe(403);
    expect(await raw(suspended, listed.id)).toEqual(refused);
    expect(await filedBy(suspended)).toEqual([]);

    expect((await raw(caller, listed.id)).status).toBe(200);
    expect(await filedBy(caller)).toHaveLength(1);
  });

  it('an interest either way, in any state, or a notice in the bell lets a member report someone no longer listed', async () => {
    const sender = await man('Suresh');
    const receiver = await woman('Revati');
    const sent = await t.call('/user/interests', { token: sender.token, body: { userId: receiver.id } });
    expect(sent.status).toBe(200);
    expect((await t.call(`/user/interests/${sent.json.data.interest.id}/withdraw`, { token: sender.token, body: {} })).status).toBe(200);
    await pause(receiver);
    await pause(sender);
    expect((await raw(sender, receiver.id)).status).toBe(200);
    expect((await raw(receiver, sender.id)).status).toBe(200);

    const viewer = await woman('Nandini');
    const named = await woman('Gauri');
    expect(await raw(viewer, named.id)).toEqual(await raw(viewer, randomUUID()));
    await t.db
      .insert(notifications)
      .values({ userId: viewer.id, kind: 'INTEREST_RECEIVED', data: { name: 'Gauri', memberId: named.id, interestId: randomUUID() } });
    expect((await raw(viewer, named.id)).status).toBe(200);
    expect(await filedBy(viewer)).toHaveLength(1);
  });
});
