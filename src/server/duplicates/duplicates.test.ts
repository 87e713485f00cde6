import { and, eq, or } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT, PASSWORD, signInAdmin, uniqueContact, userDetails, type Member } from '../../../tests/support/factories.js';
import { photoLike } from '../../../tests/support/photo-like.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { auditLog, duplicateHits, duplicateKeys, users } from '../db/schema.js';
import { runSweep } from '../sweep/sweep.js';
import { addressNetwork } from './keys.js';
import { hammingDistance, photoHashOf } from './photo-hash.js';
import { duplicateChecksSettled, PHOTO_DISTANCE_MAX } from './service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

let serial = 0;
/** Letters only, different for each call: names in this file meet only where a test means them to. */
function uniqueWord(): string {
  serial += 1;
  let n = serial + 1000 * Math.floor(Math.random() * 1000);
  let word = '';
  while (n > 0) {
    word += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  }
  return `Q${word}`;
}
const uniqueMobile = () => uniqueContact().mobileNumber.replace(/^9/, '8');
let addressSerial = 0;
/** An address no other registration in this file comes from. */
const uniqueAddress = () => {
  addressSerial += 1;
  return `10.${Math.floor(addressSerial / 250)}.${addressSerial % 250}.${1 + Math.floor(Math.random() * 250)}`;
};

/** A profile of its own: name, birth date and parents' numbers no one else in this file has, unless given. */
function ownDetails(overrides: { firstName?: string; lastName?: string; dateOfBirth?: string; father?: string; mother?: string } = {}) {
  return userDetails(
    { firstName: overrides.firstName ?? uniqueWord(), lastName: overrides.lastName ?? uniqueWord(), dateOfBirth: overrides.dateOfBirth },
    { familyDetails: { fatherMobileNumber: overrides.father ?? uniqueMobile(), motherMobileNumber: overrides.mother ?? uniqueMobile() } },
  );
}

/** Registers from an address (a fresh one unless given), optionally saving a profile; the check is waited for. */
async function register(options: { ip?: string; details?: ReturnType<typeof userDetails> } = {}): Promise<Member> {
  const contact = uniqueContact();
  const created = await t.call('/user/create', {
    body: { ...contact, password: PASSWORD, consent: CONSENT },
    ip: options.ip ?? uniqueAddress(),
  });
  expect(created.status).toBe(201);
  const member = { id: created.json.data.id, token: created.json.data.token, password: PASSWORD, ...contact };
  if (options.details) await saveDetails(member, options.details);
  await duplicateChecksSettled();
  return member;
}

async function saveDetails(member: Member, details: ReturnType<typeof userDetails>) {
  const saved = await t.call('/user/updateUser', { token: member.token, body: { age: 0, userDetails: details } });
  expect(saved.status).toBe(200);
  await duplicateChecksSettled();
}

async function sendFile(member: Member, type: 'profilePhoto' | 'document', bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'file.jpg');
  const encoded = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `Bearer ${member.token}` },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(res.statusCode).toBe(200);
  return res.json().response_data.url as string;
}

/** Uploads and saves the photo (or the document) on the profile; the check is waited for. */
async function savePhotoDetails(member: Member, files: { photo?: Buffer; document?: Buffer }) {
  const photoDetails = {
    ...(files.photo ? { profilePhoto: await sendFile(member, 'profilePhoto', files.photo) } : {}),
    ...(files.document ? { adharCard: await sendFile(member, 'document', files.document), documentType: 'PAN' } : {}),
  };
  const saved = await t.call('/user/updateUser', { token: member.token, body: { photoDetails } });
  expect(saved.status).toBe(200);
  await duplicateChecksSettled();
}

/** What the admin's user page shows: the other member's id and label, and the reasons. */
async function duplicatesOf(member: Member) {
  const res = await t.call('/admin/duplicates', { token: admin, body: { userId: member.id } });
  expect(res.status).toBe(200);
  return res.json.data.matches as {
    userId: string;
    label: string;
    open: boolean;
    profile: { id: string };
    reasons: { reason: string; distance: number | null; dismissedAt: string | null }[];
  }[];
}

const reasonsBetween = async (a: Member, b: Member) =>
  (await duplicatesOf(a))
    .filter((match) => match.userId === b.id)
    .flatMap((match) => match.reasons.map((entry) => entry.reason))
    .sort();

const waitingCount = async () => {
  const res = await t.call('/admin/duplicates/waiting', { token: admin });
  expect(res.status).toBe(200);
  return res.json.data.pendingWithDuplicates as number;
};

describe('the photo hash', () => {
  it('keeps the same photo re-encoded and resized within the threshold, and different photos far outside it', async () => {
    const original = await photoLike(101, 600, 750);
    const hash = (await photoHashOf(original))!;
    for (const copy of [
      await sharp(original).jpeg({ quality: 30 }).toBuffer(),
      await sharp(original).resize(500).jpeg({ quality: 60 }).toBuffer(),
      await sharp(original).resize(2000).png().toBuffer(),
    ])
      expect(hammingDistance(hash, (await photoHashOf(copy))!)).toBeLessThanOrEqual(PHOTO_DISTANCE_MAX);
    for (const seed of [102, 103, 104])
      expect(hammingDistance(hash, (await photoHashOf(await photoLike(seed, 600, 750)))!)).toBeGreaterThan(PHOTO_DISTANCE_MAX + 2);
  });

  it('gives a flat picture no hash: every other flat picture would match it', async () => {
    const flat = await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .jpeg()
      .toBuffer();
    expect(await photoHashOf(flat)).toBeNull();
  });
});

describe('possible duplicates', () => {
  it('finds the same photo re-encoded and resized, and not a different photo', async () => {
    const original = await photoLike(7, 600, 750);
    const first = await register({ details: ownDetails() });
    await savePhotoDetails(first, { photo: original });
    const again = await register({ details: ownDetails() });
    await savePhotoDetails(again, { photo: await sharp(original).resize(640).jpeg({ quality: 45 }).toBuffer() });
    const other = await register({ details: ownDetails() });
    await savePhotoDetails(other, { photo: await photoLike(8, 600, 750) });

    const matches = await duplicatesOf(again);
    expect(matches.map((match) => match.userId)).toEqual([first.id]);
    const [hit] = matches[0]!.reasons;
    expect(hit).toMatchObject({ reason: 'PHOTO', dismissedAt: null });
    expect(hit!.distance).toBeLessThanOrEqual(PHOTO_DISTANCE_MAX);
    // Both members' pages show the pair, which is stored once.
    expect((await duplicatesOf(first)).map((match) => match.userId)).toEqual([again.id]);
    expect(await duplicatesOf(other)).toEqual([]);
  });

  it('checks a photo waiting for review, an approved member keeps showing the old one meanwhile', async () => {
    const original = await photoLike(21, 600, 750);
    const first = await register({ details: ownDetails() });
    await savePhotoDetails(first, { photo: original });
    const approved = await register({ details: ownDetails() });
    await t.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, approved.id));
    await savePhotoDetails(approved, { photo: await sharp(original).resize(800).jpeg({ quality: 70 }).toBuffer() });
    const [row] = await t.db.select({ pendingPhoto: users.pendingPhoto }).from(users).where(eq(users.id, approved.id));
    expect(row!.pendingPhoto).not.toBeNull();
    expect(await reasonsBetween(approved, first)).toEqual(['PHOTO']);
  });

  it('finds the same identity document', async () => {
    const document = await sharp(await photoLike(31, 600, 400))
      .jpeg()
      .toBuffer();
    const first = await register({ details: ownDetails() });
    await savePhotoDetails(first, { document });
    const second = await register({ details: ownDetails() });
    await savePhotoDetails(second, { document });
    const third = await register({ details: ownDetails() });
    await savePhotoDetails(third, { document: await photoLike(32, 600, 400) });
    expect(await reasonsBetween(second, first)).toEqual(['DOCUMENT']);
    expect(await duplicatesOf(third)).toEqual([]);

    // The hash outlives the file: deleted after its review, the document still matches a new upload of it.
    const [keys] = await t.db
      .select({ documentHash: duplicateKeys.documentHash })
      .from(duplicateKeys)
      .where(eq(duplicateKeys.userId, first.id));
    expect(keys!.documentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds the same full name with the same date of birth, whatever the case and spacing', async () => {
    const [firstName, lastName] = [uniqueWord(), uniqueWord()];
    const first = await register({ details: ownDetails({ firstName, lastName, dateOfBirth: '1994-02-03' }) });
    const second = await register({
      details: ownDetails({ firstName: firstName.toUpperCase(), lastName: ` ${lastName.toLowerCase()}`, dateOfBirth: '1994-02-03' }),
    });
    const otherBirth = await register({ details: ownDetails({ firstName, lastName, dateOfBirth: '1994-02-04' }) });
    expect(await reasonsBetween(second, first)).toEqual(['NAME_BIRTH']);
    expect(await duplicatesOf(otherBirth)).toEqual([]);
  });

  it("finds the same parent's mobile number, either parent of one against either of the other", async () => {
    const shared = uniqueMobile();
    const first = await register({ details: ownDetails({ father: shared }) });
    const second = await register({ details: ownDetails({ mother: shared }) });
    const third = await register({ details: ownDetails() });
    expect(await reasonsBetween(second, first)).toEqual(['PARENT_MOBILE']);
    expect(await duplicatesOf(third)).toEqual([]);
  });

  it('finds three registrations from one address within a day, and not two, nor three from different addresses', async () => {
    const ip = uniqueAddress();
    const first = await register({ ip });
    const second = await register({ ip });
    expect(await duplicatesOf(second)).toEqual([]);
    const third = await register({ ip });
    expect(await reasonsBetween(third, first)).toEqual(['REGISTRATION_BURST']);
    expect(await reasonsBetween(third, second)).toEqual(['REGISTRATION_BURST']);
    // The two before it are a pair of the burst too, though their own checks ran before it was one.
    expect(await reasonsBetween(first, second)).toEqual(['REGISTRATION_BURST']);

    const apart = [await register(), await register(), await register()];
    for (const member of apart) expect(await duplicatesOf(member)).toEqual([]);

    // A day apart is no burst: the first two moved back 25 hours, a fourth registers from there.
    const [early, late] = [await register({ ip: '10.250.0.9' }), await register({ ip: '10.250.0.9' })];
    await t.db
      .update(duplicateKeys)
      .set({ registeredAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(or(eq(duplicateKeys.userId, early.id), eq(duplicateKeys.userId, late.id)));
    expect(await duplicatesOf(await register({ ip: '10.250.0.9' }))).toEqual([]);
  });

  it('takes an IPv6 address by its /64, and never keeps the address itself', async () => {
    expect(addressNetwork('2001:db8:1:2:aaaa::1')).toBe(addressNetwork('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee'));
    expect(addressNetwork('2001:db8:1:3::1')).not.toBe(addressNetwork('2001:db8:1:2::1'));
    expect(addressNetwork('::ffff:10.1.2.3')).toBe('10.1.2.3');
    const members = [];
    for (const ip of ['2001:db8:77:1::1', '2001:db8:77:1::2', '2001:db8:77:1:ffff::3']) members.push(await register({ ip }));
    expect((await duplicatesOf(members[2]!)).map((match) => match.reasons[0]!.reason)).toEqual([
      'REGISTRATION_BURST',
      'REGISTRATION_BURST',
    ]);
    const [keys] = await t.db.select().from(duplicateKeys).where(eq(duplicateKeys.userId, members[0]!.id));
    expect(keys!.registrationAddress).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(keys)).not.toContain('2001');
  });

  it('keeps a dismissed hit dismissed after the profile changes again, and counts only open ones at home', async () => {
    const shared = uniqueMobile();
    const before = await waitingCount();
    const first = await register({ details: ownDetails({ father: shared }) });
    const second = await register({ details: ownDetails({ father: shared }) });
    // Both are PENDING with an open hit.
    expect(await waitingCount()).toBe(before + 2);

    const dismissed = await t.call('/admin/duplicates/dismiss', { token: admin, body: { userId: second.id, otherUserId: first.id } });
    expect(dismissed.status).toBe(200);
    expect(await waitingCount()).toBe(before);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, second.id), eq(auditLog.action, 'DISMISS_DUPLICATE')));
    expect(entry!.detail).toEqual({ otherUserId: first.id, reasons: ['PARENT_MOBILE'] });

    // The profile changes again and is checked again: the hit is found again and stays dismissed.
    await saveDetails(second, ownDetails({ father: shared, firstName: uniqueWord() }));
    const [keys] = await t.db.select({ checkedAt: duplicateKeys.checkedAt }).from(duplicateKeys).where(eq(duplicateKeys.userId, second.id));
    expect(keys!.checkedAt).not.toBeNull();
    const [match] = await duplicatesOf(second);
    expect(match).toMatchObject({ userId: first.id, open: false });
    expect(match!.reasons[0]!.dismissedAt).not.toBeNull();
    expect(await waitingCount()).toBe(before);

    // Dismissing again changes nothing and records nothing more.
    expect((await t.call('/admin/duplicates/dismiss', { token: admin, body: { userId: first.id, otherUserId: second.id } })).status).toBe(
      200,
    );
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'DISMISS_DUPLICATE'));
    expect(entries.filter((row) => row.targetUserId === first.id || row.targetUserId === second.id)).toHaveLength(1);

    // A reason found afterwards is new evidence: it shows, open.
    await saveDetails(
      first,
      ownDetails({ father: shared, mother: uniqueMobile(), firstName: 'Samegiven', lastName: 'Twinname', dateOfBirth: '1990-01-01' }),
    );
    await saveDetails(second, ownDetails({ father: shared, firstName: 'Samegiven', lastName: 'Twinname', dateOfBirth: '1990-01-01' }));
    const [again] = await duplicatesOf(second);
    expect(again!.open).toBe(true);
    expect(again!.reasons.map((reason) => [reason.reason, reason.dismissedAt === null]).sort()).toEqual([
      ['NAME_BIRTH', true],
      ['PARENT_MOBILE', false],
    ]);
  });

  it('never writes the member row, and the sweep finishes a check a stopped process left', async () => {
    const shared = uniqueMobile();
    const first = await register({ details: ownDetails({ mother: shared }) });
    const second = await register({ details: ownDetails({ father: shared }) });
    // As if the process had stopped before running the check the save queued: no hit, the row due.
    await t.db.delete(duplicateHits).where(eq(duplicateHits.otherUserId, second.id));
    await t.db.delete(duplicateHits).where(eq(duplicateHits.userId, second.id));
    await t.db
      .update(duplicateKeys)
      .set({ checkedAt: null, updatedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(duplicateKeys.userId, second.id));
    expect(await duplicatesOf(second)).toEqual([]);
    const [before] = await t.db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, second.id));
    const result = await runSweep({ db: t.db, files: t.files, log: pino({ level: 'silent' }), mailer: t.mailer, config: t.config });
    expect(result.ran && result.removed['duplicate checks left due']).toBeGreaterThanOrEqual(1);
    expect(await reasonsBetween(second, first)).toEqual(['PARENT_MOBILE']);
    const [after] = await t.db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, second.id));
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    const due = await t.db.select().from(duplicateKeys).where(eq(duplicateKeys.userId, second.id));
    expect(due[0]!.checkedAt).not.toBeNull();
  });

  it("is due again only when what it looks at changes: not for an occupation, but for a parent's number", async () => {
    const details = ownDetails();
    const member = await register({ details });
    const keysOf = async () => (await t.db.select().from(duplicateKeys).where(eq(duplicateKeys.userId, member.id)))[0]!;
    const checked = await keysOf();
    expect(checked.checkedAt).not.toBeNull();
    const occupation = { ...details, basicDetails: { ...details.basicDetails, occupation: `Teacher ${uniqueWord()}` } };
    const saved = await t.call('/user/updateUser', { token: member.token, body: { userDetails: occupation } });
    expect(saved.status).toBe(200);
    expect(saved.json.data.userDetails.basicDetails.occupation).toBe(occupation.basicDetails.occupation);
    await duplicateChecksSettled();
    // Neither marked due nor checked again: the keys' row is as it was.
    expect(await keysOf()).toEqual(checked);
    const shared = uniqueMobile();
    const other = await register({ details: ownDetails({ mother: shared }) });
    await saveDetails(member, { ...occupation, familyDetails: { ...occupation.familyDetails, fatherMobileNumber: shared } });
    expect((await keysOf()).updatedAt.getTime()).toBeGreaterThan(checked.updatedAt.getTime());
    expect(await reasonsBetween(member, other)).toEqual(['PARENT_MOBILE']);
  });
});

describe('members from before the check', () => {
  it('get their keys and their hits from the sweep', async () => {
    const shared = uniqueMobile();
    const first = await register({ details: ownDetails({ father: shared }) });
    const older = await register({ details: ownDetails({ mother: shared }) });
    // As the account stood before duplicate checks existed: no keys, no hits.
    await t.db.delete(duplicateHits).where(eq(duplicateHits.otherUserId, older.id));
    await t.db.delete(duplicateHits).where(eq(duplicateHits.userId, older.id));
    await t.db.delete(duplicateKeys).where(eq(duplicateKeys.userId, older.id));
    expect(await duplicatesOf(older)).toEqual([]);
    const result = await runSweep({ db: t.db, files: t.files, log: pino({ level: 'silent' }), mailer: t.mailer, config: t.config });
    expect(result.ran && result.removed['duplicate checks left due']).toBeGreaterThanOrEqual(1);
    expect(await reasonsBetween(older, first)).toEqual(['PARENT_MOBILE']);
    const [keys] = await t.db.select().from(duplicateKeys).where(eq(duplicateKeys.userId, older.id));
    expect(keys!.checkedAt).not.toBeNull();
    expect(keys!.parentMobiles).toContain(shared);
  });
});

describe('who sees possible duplicates', () => {
  it('shows members nothing of them, and turns members and strangers away from the admin calls', async () => {
    const shared = uniqueMobile();
    const first = await register({ details: ownDetails({ father: shared }) });
    const second = await register({ details: ownDetails({ father: shared }) });
    const [hits] = await t.db
      .select()
      .from(duplicateHits)
      .where(or(eq(duplicateHits.userId, second.id), eq(duplicateHits.otherUserId, second.id)));
    expect(hits).toBeDefined();

    for (const path of ['/user/info', '/user/myData']) {
      const own = await t.call(path, { token: second.token });
      expect(own.status).toBe(200);
      expect(JSON.stringify(own.json)).not.toMatch(/duplicate|PARENT_MOBILE|REGISTRATION_BURST/i);
    }

    const calls = [
      { path: '/admin/duplicates', body: { userId: first.id } },
      { path: '/admin/duplicates/dismiss', body: { userId: first.id, otherUserId: second.id } },
      { path: '/admin/duplicates/waiting' },
    ];
    for (const call of calls) {
      const asMember = await t.call(call.path, { ...call, token: second.token });
      expect([401, 403]).toContain(asMember.status);
      expect((await t.call(call.path, call)).status).toBe(401);
    }
    // Nothing was dismissed by those.
    expect((await duplicatesOf(second))[0]!.open).toBe(true);
  });

  it('answers bad input with a code and changes nothing', async () => {
    const member = await register({ details: ownDetails() });
    const cases: [string, unknown, number, string][] = [
      ['/admin/duplicates', { userId: 'not-an-id' }, 404, 'USER_NOT_FOUND'],
      ['/admin/duplicates', { userId: '00000000-0000-4000-8000-000000000000' }, 404, 'USER_NOT_FOUND'],
      ['/admin/duplicates', {}, 400, 'VALIDATION'],
      ['/admin/duplicates/dismiss', { userId: member.id, otherUserId: '00000000-0000-4000-8000-000000000000' }, 404, 'DUPLICATE_NOT_FOUND'],
      ['/admin/duplicates/dismiss', { userId: member.id, otherUserId: 'x' }, 404, 'DUPLICATE_NOT_FOUND'],
      ['/admin/duplicates/dismiss', { userId: member.id }, 400, 'VALIDATION'],
      ['/admin/duplicates/dismiss', { userId: member.id, otherUserId: member.id, extra: 1 }, 400, 'VALIDATION'],
    ];
    for (const [path, body, status, code] of cases) {
      const res = await t.call(path, { token: admin, body });
      expect([path, res.status, res.json.data.code]).toEqual([path, status, code]);
    }
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, member.id));
    expect(entries).toEqual([]);
  });
});
