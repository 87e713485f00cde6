import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, olderCopies, signInAdmin, userDetails, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { announcedTable, type MemberChange } from '../db/change-feed.js';
import { changeFeedOf } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { sessions, users } from '../db/schema.js';
import { hashToken } from '../security/tokens.js';

// The listing answers from copies of the member's session while the database announces no write
// to what they were read from (member-session-copies.ts). Each test asks first, so the copy is
// made, then ends or changes something and asks again: the change must show at once.

let t: TestApp;
let admin: string;
let sunita: Member;

const listing = (app: TestApp, token: string) => app.call('/user/getProfile', { token, body: { page: 1 } });
/** When the member's session was last marked used, as the database has it. */
const lastSeen = async (member: Member) =>
  (
    await t.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(member.token)))
  )[0]!.lastSeenAt.getTime();
/**
 * Whether the member's next call finds their session in a copy: their last use is moved two
 * minutes back in a write nothing announces, so a call that reads the session marks it used again
 * and a call served from the copy (which still holds the recent use) leaves it.
 */
async function answeredFromCopy(member: Member): Promise<boolean> {
  const before = await lastSeen(member);
  await t.db
    .update(sessions)
    .set({ lastSeenAt: new Date(before - 2 * 60_000) })
    .where(eq(sessions.tokenHash, hashToken(member.token)));
  expect((await listing(t, member.token)).status).toBe(200);
  return (await lastSeen(member)) === before - 2 * 60_000;
}
const signIn = async (app: TestApp, member: Member) => {
  const answer = await app.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: member.password } });
  expect(answer.status).toBe(200);
  return answer.json.data.token as string;
};
/** Asks until `check` holds, for what another server learns a moment after the commit. */
async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  sunita = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Sunita' }));
});
afterAll(() => t.close());

describe('a member’s session served from a copy', () => {
  it('is refused at once after signing out', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Male' }));
    expect((await listing(t, member.token)).status).toBe(200);
    expect((await listing(t, member.token)).status).toBe(200);
    expect((await t.call('/user/logout', { token: member.token, body: {} })).status).toBe(200);
    const after = await listing(t, member.token);
    expect([after.status, after.json.data.code]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('ends on the member’s other devices at once when the password changes, and not on this one', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Male' }));
    const phone = await signIn(t, member);
    expect((await listing(t, phone)).status).toBe(200);
    const changed = await t.call('/user/changePassword', {
      token: member.token,
      body: { oldPassword: member.password, newPassword: 'New@Passw0rd9' },
    });
    expect(changed.status).toBe(200);
    expect((await listing(t, phone)).status).toBe(401);
    expect((await listing(t, member.token)).status).toBe(200);
  });

  it('sees the member suspended at once: the listing closes with the reason', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Male' }));
    const open = await listing(t, member.token);
    expect(open.json.data.userData.map((user: { id: string }) => user.id)).toContain(sunita.id);
    const suspended = await t.call('/admin/user/suspend', {
      token: admin,
      body: { userId: member.id, reason: 'FAKE_PROFILE', note: 'Checked.' },
    });
    expect(suspended.status).toBe(200);
    const closed = await listing(t, member.token);
    expect(closed.json.data.userData).toEqual([]);
    expect(closed.json.data.reason).toBeDefined();
  });

  it('ends at once when the account is deleted', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Male' }));
    expect((await listing(t, member.token)).status).toBe(200);
    expect((await t.call('/user/deleteUserProfile', { token: member.token, body: {} })).status).toBe(200);
    expect((await listing(t, member.token)).status).toBe(401);
  });

  it('ends when revoked or cut short straight in the database, as another program would', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Male' }));
    const second = await signIn(t, member);
    expect((await listing(t, member.token)).status).toBe(200);
    expect((await listing(t, second)).status).toBe(200);
    // Not recognised by this server as its own write: only the database's announcement tells it.
    await t.db.execute(sql`/* another program */ update sessions set revoked_at = now() where token_hash = ${hashToken(member.token)}`);
    expect(await eventually(async () => (await listing(t, member.token)).status === 401)).toBe(true);
    await t.db.execute(
      sql`/* another program */ update sessions set expires_at = now() - interval '1 second' where token_hash = ${hashToken(second)}`,
    );
    expect(await eventually(async () => (await listing(t, second)).status === 401)).toBe(true);
  });

  it('is answered from the copy while nothing is announced: a write the database does not announce is not seen', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Male' }));
    // On PostgreSQL the announcements of the writes above arrive a moment later (later still on a
    // busy machine) and drop the copies made before them: the check is made again until a copy
    // outlived them. A copy that never answered would fail it every time.
    const unseen = await eventually(async () => {
      expect((await listing(t, member.token)).status).toBe(200);
      // Marking use rewrites only the session's last use and end: nothing is announced, the copy stays.
      return answeredFromCopy(member);
    }, 10_000);
    expect(unseen).toBe(true);
  });

  it('is kept through the member’s own edit of what a session does not hold, and goes with one that sends them back to review', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Vikas' }));
    const save = (firstName: string, occupation: string) =>
      t.call('/user/updateUser', {
        token: member.token,
        body: { userDetails: userDetails({ gender: 'Male', firstName }, { basicDetails: { occupation } }) },
      });
    expect(await eventually(async () => (await listing(t, member.token)).status === 200 && answeredFromCopy(member), 10_000)).toBe(true);
    // A new occupation: the session is found with the same standing, so the copy answers on.
    expect((await save('Vikas', 'Teacher')).json.data.status).toBe('ACTIVE');
    expect(await answeredFromCopy(member)).toBe(true);
    // A new name goes back to review: the standing the session holds changed, so it is read again,
    // and the listing closes at once.
    expect((await save('Vikram', 'Teacher')).json.data.status).toBe('PENDING');
    expect(await answeredFromCopy(member)).toBe(false);
    expect((await listing(t, member.token)).json.data.userData).toEqual([]);
  });

  it('goes with a member’s first live interest and stays through the next, and the listing shows each at once', async () => {
    const man = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Sachin' }));
    const kavita = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Kavita' }));
    const rekha = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Rekha' }));
    const send = async (to: Member) => {
      expect((await t.call('/user/interests', { token: man.token, body: { userId: to.id } })).status).toBe(200);
    };
    /** The interest the viewer's listing shows on the other's card. */
    const shown = async (viewer: Member, other: Member) =>
      ((await listing(t, viewer.token)).json.data.userData as { id: string; interest?: { direction: string; status: string } }[]).find(
        (card) => card.id === other.id,
      )?.interest;
    /** The interest the viewer's details page of the other shows. */
    const detailed = async (viewer: Member, other: Member) =>
      (await t.call(`/user/profiles/${other.id}`, { token: viewer.token })).json.data.interest as unknown;
    const copied = (member: Member) => eventually(async () => answeredFromCopy(member), 10_000);
    expect(await copied(man)).toBe(true);
    expect(await copied(rekha)).toBe(true);
    // Rekha has no live interest: her details page of him shows none, from her copy.
    expect(await detailed(rekha, man)).toBeUndefined();
    // His first: his copy said he had no live interest, so it goes.
    await send(kavita);
    expect(await answeredFromCopy(man)).toBe(false);
    expect(await shown(man, kavita)).toMatchObject({ direction: 'SENT', status: 'PENDING' });
    // His second: he has one already, so his copy stays, and his listing reads the interests.
    expect(await copied(man)).toBe(true);
    await send(rekha);
    expect(await answeredFromCopy(man)).toBe(true);
    expect(await shown(man, rekha)).toMatchObject({ direction: 'SENT', status: 'PENDING' });
    // It is Rekha's first: hers goes, and she sees it on his card at once.
    expect(await answeredFromCopy(rekha)).toBe(false);
    expect(await shown(rekha, man)).toMatchObject({ direction: 'RECEIVED', status: 'PENDING' });
    expect(await detailed(rekha, man)).toMatchObject({ direction: 'RECEIVED', status: 'PENDING' });
    expect(await detailed(man, kavita)).toMatchObject({ direction: 'SENT', status: 'PENDING' });
  });

  it('is told by the database which writes change what a session is found with', async () => {
    const feed = changeFeedOf(t.db)!;
    const member = await approvedMember(t, userDetails({ gender: 'Male' }));
    const heard: MemberChange[] = [];
    const stop = feed.subscribe((change) => {
      if (change.table === 'users' && change.members.includes(member.id)) heard.push(change);
    });
    /** Writes `set` to the member's row as another program would, and answers what the announcement said of their sessions. */
    const announced = async (set: ReturnType<typeof sql>) => {
      heard.length = 0;
      await t.db.execute(sql`/* another program */ update users set ${set} where id = ${member.id}`);
      expect(await eventually(async () => heard.length > 0)).toBe(true);
      return heard[0]!.sessions.includes(member.id);
    };
    try {
      // What the session's statement reads of the member (sessions/repository.ts `SessionMember`).
      expect(await announced(sql`status = 'PENDING'`)).toBe(true);
      expect(await announced(sql`gender = 'Female'`)).toBe(true);
      expect(await announced(sql`subscription_until = now() + interval '1 year'`)).toBe(true);
      expect(await announced(sql`suspended_at = now()`)).toBe(true);
      expect(await announced(sql`consent_version = 'another'`)).toBe(true);
      expect(await announced(sql`moon_sign = coalesce(moon_sign + 1, 1) % 12`)).toBe(true);
      expect(await announced(sql`user_details = null`)).toBe(true);
      // The rest of the row: the profile, a photo waiting, the language.
      expect(await announced(sql`user_details = '{"basicDetails":{"occupation":"Farmer"}}'::jsonb`)).toBe(true);
      expect(await announced(sql`user_details = '{"basicDetails":{"occupation":"Teacher"}}'::jsonb`)).toBe(false);
      expect(await announced(sql`pending_photo = '{"profilePhoto":"/uploads/x.jpg"}'::jsonb`)).toBe(false);
      expect(await announced(sql`language = 'mr', city = 'Nashik', income = 1`)).toBe(false);
    } finally {
      stop();
    }
  });

  it('takes a write to a hundred members at once, too many to name in one announcement: every copy goes instead', async () => {
    // About 80 bytes an entry: a hundred pass what a notification may carry (under 8000 bytes),
    // which PostgreSQL answers by refusing the whole statement.
    const feed = changeFeedOf(t.db)!;
    await olderCopies(t, sunita.id, 100, '47');
    expect((await listing(t, sunita.token)).status).toBe(200);
    expect(await answeredFromCopy(sunita)).toBe(true);
    const epoch = feed.epoch();
    const written = await t.db.execute(sql`update users set city = 'Satara' where mobile_number like '47%' returning id`);
    expect(rowsOf(written)).toHaveLength(100);
    expect(await eventually(async () => feed.epoch() > epoch)).toBe(true);
    expect(await answeredFromCopy(sunita)).toBe(false);
  });

  it('answers to the other kind of token or a made-up one with 401, as without copies', async () => {
    expect((await listing(t, admin)).status).toBe(401);
    expect((await listing(t, 'u_not-a-real-token')).status).toBe(401);
  });
});

describe('recognising this server’s own writes', () => {
  it('answers a write of a member’s row once its announcement has been delivered, in a transaction or not', async () => {
    const member = await approvedMember(t, userDetails({ gender: 'Male' }));
    const feed = changeFeedOf(t.db)!;
    let heard = 0;
    const stop = feed.subscribe((change) => {
      if (change.members.includes(member.id)) heard += 1;
    });
    try {
      for (let round = 1; round <= 10; round += 1) {
        await t.db
          .update(users)
          .set({ city: `Pune ${round}` })
          .where(eq(users.id, member.id));
        expect(heard).toBe(2 * round - 1);
        await t.db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ city: `Nashik ${round}` })
            .where(eq(users.id, member.id));
        });
        expect(heard).toBe(2 * round);
      }
      // A write that changes no row announces nothing, and is not held for it.
      await t.db
        .update(users)
        .set({ city: 'Satara' })
        .where(sql`false`);
      expect(heard).toBe(20);
      // Two writes in one transaction (the database sends equal announcements once), and a write
      // beside a savepoint rolled back: answered once every announcement has been delivered.
      await t.db.transaction(async (tx) => {
        await tx.update(users).set({ city: 'Wai' }).where(eq(users.id, member.id));
        await tx.update(users).set({ city: 'Karad' }).where(eq(users.id, member.id));
      });
      expect(heard).toBeGreaterThan(20);
      const before = heard;
      /** A write in a savepoint of `tx`, rolled back. */
      const undone = (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0]) =>
        tx
          .transaction(async (inner) => {
            await inner.update(users).set({ city: 'Sangli' }).where(eq(users.id, member.id));
            inner.rollback();
          })
          .catch(() => undefined);
      await t.db.transaction(async (tx) => {
        await undone(tx);
        await tx.update(users).set({ city: 'Miraj' }).where(eq(users.id, member.id));
      });
      expect(heard).toBe(before + 1);
      // A transaction whose one write was undone announces nothing: it is not held waiting for it
      // (a wait given up after two seconds would void every copy, moving the feed's epoch).
      const epoch = feed.epoch();
      await t.db.transaction(undone);
      expect([heard, feed.epoch()]).toEqual([before + 1, epoch]);
    } finally {
      stop();
    }
  });

  it.each([
    ['update "users" set "paused_at" = $1 where "users"."id" = $2', 'users'],
    ['insert into "blocks" ("blocker_id", "blocked_id") values ($1, $2)', 'blocks'],
    ['delete from "interests" where "interests"."id" = $1', 'interests'],
    ['update "sessions" set "revoked_at" = $1 where "sessions"."id" = $2', 'sessions'],
    // A new session: no trigger announces it, so nothing is waited for.
    ['insert into "sessions" ("id", "user_id", "token_hash") values ($1, $2, $3)', undefined],
    ['insert into "sessions" ("id") values ($1) on conflict ("id") do update set "revoked_at" = $2', 'sessions'],
    ['delete from "sessions" where "sessions"."expires_at" < $1', 'sessions'],
    ['truncate table users', 'users'],
    // Marking a session used announces nothing, as the trigger does not.
    [
      'update "sessions" set "last_seen_at" = $1, "expires_at" = $2 where ("sessions"."id" = $3 and "sessions"."last_seen_at" < $4)',
      undefined,
    ],
    ['update "sessions" set "last_seen_at" = $1 where ("sessions"."id" = $2)', undefined],
    ['select "id" from "users" where "users"."id" = $1', undefined],
    ['insert into "notifications" ("user_id") values ($1)', undefined],
    ['update "users_archive" set x = 1', undefined],
  ])('%s', (text, table) => {
    expect(announcedTable(text.toLowerCase())).toBe(table);
  });
});
