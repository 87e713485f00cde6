import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesDuring, NO_CHANGES, type Changes } from '../../../tests/support/announced-changes.js';
import {
  addPhotoAndDocument,
  approvedMember,
  CONSENT,
  registerMember,
  setStatus,
  signInAdmin,
  userDetails,
  type Member,
} from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { consents, users } from '../db/schema.js';
import { unsubscribeCode } from '../notifications/unsubscribe-links.js';

// Every write to members, blocks, interests or ended sessions is announced to every server, naming
// the members written: each drops their session copies, and the listing's shared pages it can
// change (db/change-feed.ts). A member repeating a call with the same
// body must therefore write nothing; each test repeats a call and reads what the repeat cost.

let t: TestApp;
let admin: string;
/** A man whose listing shows the approved women of these tests. */
let viewer: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  viewer = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Vikas' }));
});
afterAll(() => t.close());

const woman = (firstName = 'Meera') => approvedMember(t, userDetails({ gender: 'Female', firstName }));
const post = (member: Member, path: string, body: unknown = {}) => t.call(path, { token: member.token, body });

/** Sends the call; answers its status and what it cost the copies. */
async function costOf(member: Member, path: string, body: unknown = {}): Promise<{ status: number; code?: string; changes: Changes }> {
  let answer: Awaited<ReturnType<typeof post>> | undefined;
  const changes = await changesDuring(t, async () => {
    answer = await post(member, path, body);
  });
  return { status: answer!.status, code: answer!.json?.data?.code, changes };
}

/** A write to members, as the copies see it. */
function expectMemberWrite(changes: Changes) {
  expect(changes.announced).toContain('users');
  expect(changes.feed.users).toBeGreaterThan(0);
}

const listedIds = async (member: Member) => {
  const answer = await post(member, '/user/getProfile', { page: 1 });
  expect(answer.status).toBe(200);
  return (answer.json.data.userData as { id: string }[]).map((user) => user.id);
};
const listedRecord = async (member: Member, id: string) => {
  const answer = await post(member, '/user/getProfile', { page: 1 });
  return (answer.json.data.userData as { id: string; userDetails: { basicDetails: { occupation: string } } }[]).find(
    (user) => user.id === id,
  );
};
const consentRows = async (member: Member) => t.db.select().from(consents).where(eq(consents.userId, member.id));

describe('POST /user/consent', () => {
  it('accepting the version already accepted records nothing new and writes nothing', async () => {
    const member = await registerMember(t);
    expect(await consentRows(member)).toHaveLength(1);
    const again = await costOf(member, '/user/consent', CONSENT);
    expect(again.status).toBe(200);
    expect(again.changes).toEqual(NO_CHANGES);
    expect(await consentRows(member)).toHaveLength(1);
  });

  it('records a first acceptance once, however often it is sent', async () => {
    const member = await registerMember(t, { bare: true });
    const first = await costOf(member, '/user/consent', CONSENT);
    expect(first.status).toBe(200);
    expectMemberWrite(first.changes);
    for (let i = 0; i < 3; i += 1) {
      const again = await costOf(member, '/user/consent', CONSENT);
      expect(again.status).toBe(200);
      expect(again.changes).toEqual(NO_CHANGES);
    }
    const rows = await consentRows(member);
    expect(rows.map((row) => row.policyVersion)).toEqual([t.config.POLICY_VERSION]);
  });

  it('records one acceptance when it is sent twice at once', async () => {
    const member = await registerMember(t, { bare: true });
    const both = await Promise.all([post(member, '/user/consent', CONSENT), post(member, '/user/consent', CONSENT)]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    expect(await consentRows(member)).toHaveLength(1);
  });

  it('records an acceptance missing from the record without writing the member who already stands on it', async () => {
    const member = await registerMember(t, { bare: true });
    // As a seeded or imported account: the version set, no acceptance on record.
    await t.db.update(users).set({ consentVersion: t.config.POLICY_VERSION }).where(eq(users.id, member.id));
    const recorded = await costOf(member, '/user/consent', CONSENT);
    expect(recorded.status).toBe(200);
    expect(recorded.changes).toEqual(NO_CHANGES);
    expect(await consentRows(member)).toHaveLength(1);
  });
});

describe('POST /user/language', () => {
  it('the language already set writes nothing; a new one is written once', async () => {
    const member = await registerMember(t);
    const same = await costOf(member, '/user/language', { language: 'en' });
    expect(same.status).toBe(200);
    expect(same.changes).toEqual(NO_CHANGES);

    const changed = await costOf(member, '/user/language', { language: 'hi' });
    expect(changed.status).toBe(200);
    expectMemberWrite(changed.changes);
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, member.id));
    expect(row!.language).toBe('hi');

    const again = await costOf(member, '/user/language', { language: 'hi' });
    expect(again.status).toBe(200);
    expect(again.changes).toEqual(NO_CHANGES);
  });
});

describe('POST /user/updateUser', () => {
  it('the same profile again writes nothing and answers the same record; a change shows on the next listing call', async () => {
    const details = userDetails({ gender: 'Female', firstName: 'Kavya' });
    const member = await approvedMember(t, details);
    const first = await post(member, '/user/updateUser', { userDetails: details });
    expect(first.status).toBe(200);
    let again: Awaited<ReturnType<typeof post>> | undefined;
    const changes = await changesDuring(t, async () => {
      again = await post(member, '/user/updateUser', { userDetails: details });
    });
    expect(again!.status).toBe(200);
    expect(again!.json).toEqual(first.json);
    expect(changes).toEqual(NO_CHANGES);

    expect((await listedRecord(viewer, member.id))?.userDetails.basicDetails.occupation).toBe('Accountant');
    const changedDetails = { ...details, basicDetails: { ...details.basicDetails, occupation: 'Architect' } };
    const changed = await costOf(member, '/user/updateUser', { userDetails: changedDetails });
    expect(changed.status).toBe(200);
    expectMemberWrite(changed.changes);
    expect((await listedRecord(viewer, member.id))?.userDetails.basicDetails.occupation).toBe('Architect');
  });

  it('the same photo and document again write nothing', async () => {
    const member = await woman('Nisha');
    const { photo, document } = await addPhotoAndDocument(t, member);
    const again = await costOf(member, '/user/updateUser', {
      photoDetails: { profilePhoto: photo, adharCard: document, documentType: 'PAN' },
    });
    expect(again.status).toBe(200);
    expect(again.changes).toEqual(NO_CHANGES);
    const photoOnly = await costOf(member, '/user/updateUser', { photoDetails: { profilePhoto: photo } });
    expect(photoOnly.status).toBe(200);
    expect(photoOnly.changes).toEqual(NO_CHANGES);
  });
});

describe('POST /user/safetyNotice and /user/resubmit', () => {
  it('the safety notices are written as seen once', async () => {
    const member = await registerMember(t);
    const first = await costOf(member, '/user/safetyNotice');
    expect(first.status).toBe(200);
    expectMemberWrite(first.changes);
    const again = await costOf(member, '/user/safetyNotice');
    expect(again.status).toBe(200);
    expect(again.changes).toEqual(NO_CHANGES);
  });

  it('a resubmission refused as NOT_REJECTED writes nothing; a rejected profile is sent back once', async () => {
    const member = await woman('Rekha');
    const refused = await costOf(member, '/user/resubmit');
    expect([refused.status, refused.code]).toEqual([409, 'NOT_REJECTED']);
    expect(refused.changes).toEqual(NO_CHANGES);

    await setStatus(t, admin, member.mobileNumber, 'REJECT');
    const sent = await costOf(member, '/user/resubmit');
    expect(sent.status).toBe(200);
    expectMemberWrite(sent.changes);
    const again = await costOf(member, '/user/resubmit');
    expect([again.status, again.code]).toEqual([409, 'NOT_REJECTED']);
    expect(again.changes).toEqual(NO_CHANGES);
  });
});

describe('POST /user/settings/*', () => {
  it('a privacy choice already in force writes nothing', async () => {
    const member = await woman('Pooja');
    const same = await costOf(member, '/user/settings/privacy', { contactVisibility: 'INTEREST', photoVisibility: 'MEMBERS' });
    expect(same.status).toBe(200);
    expect(same.changes).toEqual(NO_CHANGES);
    const changed = await costOf(member, '/user/settings/privacy', { contactVisibility: 'NOBODY' });
    expect([changed.status, changed.code]).toEqual([200, undefined]);
    expectMemberWrite(changed.changes);
    const again = await costOf(member, '/user/settings/privacy', { contactVisibility: 'NOBODY' });
    expect(again.changes).toEqual(NO_CHANGES);
    expect((await t.call('/user/settings', { token: member.token })).json.data.contactVisibility).toBe('NOBODY');
  });

  it('pausing is written once and the profile leaves the listing at once; pausing again writes nothing', async () => {
    const member = await woman('Lata');
    const notPaused = await costOf(member, '/user/settings/pause', { paused: false });
    expect(notPaused.status).toBe(200);
    expect(notPaused.changes).toEqual(NO_CHANGES);

    expect(await listedIds(viewer)).toContain(member.id);
    const paused = await costOf(member, '/user/settings/pause', { paused: true });
    expect(paused.status).toBe(200);
    expectMemberWrite(paused.changes);
    expect(await listedIds(viewer)).not.toContain(member.id);
    const again = await costOf(member, '/user/settings/pause', { paused: true });
    expect(again.status).toBe(200);
    expect(again.changes).toEqual(NO_CHANGES);
  });

  it('a mail choice already in force writes nothing, whether sent in the app or by a mailed link', async () => {
    const member = await registerMember(t);
    const on = await costOf(member, '/user/settings/mail', { kind: 'INTEREST_RECEIVED', enabled: true });
    expect(on.status).toBe(200);
    expect(on.changes).toEqual(NO_CHANGES);
    const off = await costOf(member, '/user/settings/mail', { kind: 'INTEREST_RECEIVED', enabled: false });
    expect(off.status).toBe(200);
    expectMemberWrite(off.changes);
    const offAgain = await costOf(member, '/user/settings/mail', { kind: 'INTEREST_RECEIVED', enabled: false });
    expect(offAgain.changes).toEqual(NO_CHANGES);

    const code = await unsubscribeCode(t.db, member.id, 'INTEREST_RECEIVED');
    const link = (path: string) =>
      changesDuring(t, async () => expect((await t.call(`${path}?code=${code}`, { body: {} })).status).toBe(200));
    expect(await link('/mail/unsubscribe')).toEqual(NO_CHANGES);
    expectMemberWrite(await link('/mail/resubscribe'));
    expect(await link('/mail/resubscribe')).toEqual(NO_CHANGES);
  });
});

describe('POST /user/blocks and /user/blocks/remove', () => {
  it('a block already in place writes nothing; lifting one that is not writes nothing; both still work once', async () => {
    const member = await woman('Sneha');
    const other = await woman('Anita');
    const blocked = await costOf(viewer, '/user/blocks', { userId: member.id });
    expect(blocked.status).toBe(200);
    expect(blocked.changes.announced).toContain('blocks');
    expect(await listedIds(viewer)).not.toContain(member.id);
    const again = await costOf(viewer, '/user/blocks', { userId: member.id });
    expect(again.status).toBe(200);
    expect(again.changes).toEqual(NO_CHANGES);

    const notBlocked = await costOf(viewer, '/user/blocks/remove', { userId: other.id });
    expect([notBlocked.status, notBlocked.code]).toEqual([404, 'PROFILE_NOT_FOUND']);
    expect(notBlocked.changes).toEqual(NO_CHANGES);

    const lifted = await costOf(viewer, '/user/blocks/remove', { userId: member.id });
    expect(lifted.status).toBe(200);
    expect(lifted.changes.announced).toContain('blocks');
    expect(await listedIds(viewer)).toContain(member.id);
    const liftedAgain = await costOf(viewer, '/user/blocks/remove', { userId: member.id });
    expect(liftedAgain.status).toBe(404);
    expect(liftedAgain.changes).toEqual(NO_CHANGES);
  });
});

describe('interests', () => {
  it('marking received interests seen writes only when one is new; a repeated send, answer or withdrawal writes nothing', async () => {
    const member = await woman('Asha');
    const groom = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Rohit' }));
    const nothingNew = await costOf(member, '/user/interests/seen');
    expect(nothingNew.status).toBe(200);
    expect(nothingNew.changes).toEqual(NO_CHANGES);

    const sent = await post(groom, '/user/interests', { userId: member.id });
    expect(sent.status).toBe(200);
    const resent = await costOf(groom, '/user/interests', { userId: member.id });
    expect([resent.status, resent.code]).toEqual([409, 'INTEREST_EXISTS']);
    expect(resent.changes).toEqual(NO_CHANGES);

    const seen = await costOf(member, '/user/interests/seen');
    expect(seen.changes.announced).toEqual(['interests']);
    const seenAgain = await costOf(member, '/user/interests/seen');
    expect(seenAgain.changes).toEqual(NO_CHANGES);

    const id = sent.json.data.interest.id as string;
    expect((await post(member, `/user/interests/${id}/decline`)).status).toBe(200);
    const declinedAgain = await costOf(member, `/user/interests/${id}/decline`);
    expect(declinedAgain.status).toBe(200);
    expect(declinedAgain.changes).toEqual(NO_CHANGES);
    expect((await post(groom, `/user/interests/${id}/withdraw`)).status).toBe(200);
    const withdrawnAgain = await costOf(groom, `/user/interests/${id}/withdraw`);
    expect(withdrawnAgain.status).toBe(404);
    expect(withdrawnAgain.changes).toEqual(NO_CHANGES);
  });
});

describe('POST /user/signOutOthers', () => {
  it('ends the other sessions once; with none left it writes nothing', async () => {
    const member = await registerMember(t);
    const login = await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: member.password } });
    expect(login.status).toBe(200);
    const ended = await costOf(member, '/user/signOutOthers');
    expect(ended.status).toBe(200);
    expect(ended.changes.announced).toContain('sessions');
    const again = await costOf(member, '/user/signOutOthers');
    expect(again.status).toBe(200);
    expect(again.changes).toEqual(NO_CHANGES);
    const answer = await post(member, '/user/signOutOthers');
    expect(answer.json.data.signedOut).toBe(0);
  });
});

describe('with the rate limits of production', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: true });
  });
  afterAll(() => limited.close());

  /** Sends the same call until refused; answers the statuses. */
  async function loop(member: Member, path: string, body: unknown, times: number) {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<TestApp['call']>> | undefined;
    for (let i = 0; i < times; i += 1) {
      last = await limited.call(path, { token: member.token, body });
      statuses.push(last.status);
    }
    return { statuses, last: last! };
  }

  it.each([
    ['/user/language', { language: 'mr' }],
    ['/user/consent', CONSENT],
    ['/user/updateUser', { userDetails: userDetails({ gender: 'Female' }) }],
  ])('%s: a member looping it is refused with 429 after 60 calls a minute', async (path, body) => {
    const member = await registerMember(limited);
    const { statuses, last } = await loop(member, path, body, 61);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(last.json.data.code).toBe('RATE_LIMITED');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the language, consent, settings and interactions share one counter per member', async () => {
    const member = await registerMember(limited);
    const language = await loop(member, '/user/language', { language: 'hi' }, 30);
    const pause = await loop(member, '/user/settings/pause', { paused: false }, 30);
    expect([...language.statuses, ...pause.statuses].every((status) => status === 200)).toBe(true);
    const consent = await limited.call('/user/consent', { token: member.token, body: CONSENT });
    expect([consent.status, consent.json.data.code]).toEqual([429, 'RATE_LIMITED']);
    // Another member's counter is their own.
    const other = await registerMember(limited);
    expect((await limited.call('/user/consent', { token: other.token, body: CONSENT })).status).toBe(200);
  });

  it('following an unsubscribe link is limited per address', async () => {
    const member = await registerMember(limited);
    const code = await unsubscribeCode(limited.db, member.id, 'INTEREST_RECEIVED');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await limited.call(`/mail/unsubscribe?code=${code}`, { body: {}, ip: '198.51.100.23' })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await limited.call(`/mail/unsubscribe?code=${code}`, { body: {}, ip: '198.51.100.24' })).status).toBe(200);
  });
});

describe('what the database announces', () => {
  it('nothing for a statement that writes no row: why the calls above skip their writes', async () => {
    const changes = await changesDuring(t, () =>
      t.db
        .update(users)
        .set({ language: 'en' })
        .where(sql`false`),
    );
    expect(changes).toEqual(NO_CHANGES);
  });

  it('the member for a column no listing reads, and a listed change for one it does', async () => {
    const member = await woman('Kavita');
    const language = await changesDuring(t, () => t.db.update(users).set({ language: 'mr' }).where(eq(users.id, member.id)));
    expect(language).toEqual({ announced: ['users'], feed: { users: 1, any: 1, listed: 0, epoch: 0 } });
    const name = await changesDuring(t, () => t.db.update(users).set({ fullName: 'Kavita Mali' }).where(eq(users.id, member.id)));
    expect(name).toEqual({ announced: ['users'], feed: { users: 1, any: 1, listed: 1, epoch: 0 } });
  });

  it('every copy void for a statement too large to name its members', async () => {
    const changes = await changesDuring(t, () => t.db.execute(sql`select pg_notify('member_changes', 'users|*')`));
    expect(changes.feed).toEqual({ users: 0, any: 0, listed: 0, epoch: 1 });
  });
});
