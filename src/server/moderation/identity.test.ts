import { eq } from 'drizzle-orm';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPhotoAndDocument,
  approve,
  registerMember,
  signInAdmin,
  upload,
  userDetails,
  type Member,
} from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { auditLog, uploads, users } from '../db/schema.js';
import { runSweep } from '../sweep/sweep.js';
import { keyOfUrl } from '../uploads/file-names.js';

let t: TestApp;
let admin: string;
let viewer: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  viewer = await registerMember(t, { details: userDetails({ gender: 'Male' }) });
  await approve(t, viewer.id);
});
afterAll(() => t.close());

const verify = (userId: string, token = admin) => t.call('/admin/user/verify', { token, body: { userId } });
const sweep = (app: TestApp) =>
  runSweep({
    db: app.db,
    files: app.files,
    log: pino({ level: 'silent' }),
    mailer: app.mailer,
    config: app.config,
  });
const onDisk = (app: TestApp, url: string) => existsSync(join(app.dataDir, 'uploads', keyOfUrl(url)!));
const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

/** Every file under a directory, with its bytes. */
function filesUnder(dir: string): { path: string; bytes: Buffer }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [{ path, bytes: readFileSync(path) }];
  });
}

async function approvedWoman(firstName: string, documentType = 'PAN') {
  const member = await registerMember(t, { details: userDetails({ gender: 'Female', firstName }) });
  const files = await addPhotoAndDocument(t, member, documentType);
  await approve(t, member.id);
  return { member, ...files };
}

const listing = async (body: Record<string, unknown> = {}) =>
  (await t.call('/user/getProfile', { token: viewer.token, body: { page: 1, ...body } })).json.data.userData as {
    id: string;
    identityVerified: boolean;
  }[];

describe('the identity document at upload', () => {
  it('records the type the member names, and refuses an unknown type or a type without a document', async () => {
    const { member } = await approvedWoman('Typed', 'AADHAAR_MASKED');
    expect((await row(member.id)).documentType).toBe('AADHAAR_MASKED');
    const document = (await upload(t, member, 'document')).url;
    for (const photoDetails of [{ adharCard: document, documentType: 'RATION_CARD' }, { documentType: 'PAN' }]) {
      expect((await t.call('/user/updateUser', { token: member.token, body: { photoDetails } })).status).toBe(400);
    }
    expect((await row(member.id)).documentType).toBe('AADHAAR_MASKED');
  });
});

describe('POST /admin/user/verify', () => {
  it('gives the badge on cards, in admin lists and in the member’s standing, logs it and mails the member', async () => {
    const { member } = await approvedWoman('Verified', 'PASSPORT');
    expect((await listing()).find((user) => user.id === member.id)!.identityVerified).toBe(false);
    const res = await verify(member.id);
    expect(res.status).toBe(200);
    expect((await listing()).find((user) => user.id === member.id)!.identityVerified).toBe(true);
    expect((await t.call('/user/info', { token: member.token })).json.data.standing.identityVerified).toBe(true);
    const admins = await t.call('/admin/users', { token: admin, body: { page: 0, fullName: 'verified' } });
    expect(admins.json.data.userData[0]).toMatchObject({
      identityVerified: true,
      review: { document: { type: 'PASSPORT', decision: 'VERIFIED' } },
    });
    expect(admins.json.data.userData[0].review.document.decidedBy).toBe('9000000001');
    expect((await t.mail.waitFor((mail) => mail.to.includes(member.email) && mail.subject === 'Your identity is verified')).text).toContain(
      'verified badge',
    );
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, member.id));
    expect(entry).toMatchObject({ action: 'VERIFY_IDENTITY', detail: { documentType: 'PASSPORT' } });

    const twice = await verify(member.id);
    expect(twice.status).toBe(409);
    expect(twice.json.data.code).toBe('NO_DOCUMENT_TO_REVIEW');
  });

  it('answers 409 for a member without a document, 404 for an unknown one, 401 for a member', async () => {
    const bare = await registerMember(t);
    expect((await verify(bare.id)).json.data.code).toBe('NO_DOCUMENT_TO_REVIEW');
    expect((await verify('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await verify('abc')).status).toBe(404);
    expect((await verify(bare.id, bare.token)).status).toBe(401);
    expect((await row(bare.id)).identityVerifiedAt).toBeNull();
  });

  it('filters the listing to verified members on request', async () => {
    const { member: plain } = await approvedWoman('Plainfilter');
    const { member: checked } = await approvedWoman('Checkedfilter');
    await verify(checked.id);
    const all = (await listing({ fullName: 'filter' })).map((user) => user.id);
    expect(all).toEqual(expect.arrayContaining([plain.id, checked.id]));
    const verifiedOnly = await listing({ fullName: 'filter', verifiedOnly: true });
    expect(verifiedOnly.map((user) => user.id)).toEqual([checked.id]);
    expect((await t.call('/user/getProfile', { token: viewer.token, body: { page: 1, verifiedOnly: 'yes' } })).status).toBe(400);
  });

  it('takes the badge away when the member changes the name or birth date it was checked against', async () => {
    const { member } = await approvedWoman('Renamed');
    await verify(member.id);
    await t.call('/user/updateUser', {
      token: member.token,
      body: { userDetails: userDetails({ gender: 'Female', firstName: 'Renamed', city: 'Satara' }) },
    });
    expect((await row(member.id)).identityVerifiedAt).not.toBeNull();
    await t.call('/user/updateUser', {
      token: member.token,
      body: { userDetails: userDetails({ gender: 'Female', firstName: 'Another' }) },
    });
    expect((await row(member.id)).identityVerifiedAt).toBeNull();
  });
});

describe('deleting reviewed identity documents', () => {
  it('removes the file at the next sweep once verified, leaving no copy under DATA_DIR, and keeps type, decision, who and when', async () => {
    const { member, document, photo } = await approvedWoman('Swept', 'DRIVING_LICENCE');
    const bytes = readFileSync(join(t.dataDir, 'uploads', keyOfUrl(document)!));
    // Undecided documents stay.
    await sweep(t);
    expect(onDisk(t, document)).toBe(true);

    await verify(member.id);
    const result = await sweep(t);
    expect(result).toMatchObject({ ran: true, removed: { 'reviewed identity documents': 1 } });
    expect(onDisk(t, document)).toBe(false);
    expect(onDisk(t, photo)).toBe(true);
    const id = keyOfUrl(document)!.split('/')[1]!.split('.')[0]!;
    const everything = filesUnder(t.dataDir);
    expect(everything.filter((file) => file.path.includes(id))).toEqual([]);
    expect(everything.filter((file) => file.bytes.equals(bytes))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(uploads)
        .where(eq(uploads.fileKey, keyOfUrl(document)!)),
    ).toEqual([]);

    const after = await row(member.id);
    expect(after).toMatchObject({ documentType: 'DRIVING_LICENCE', documentDecision: 'VERIFIED' });
    expect(after.documentDecidedBy).not.toBeNull();
    expect(after.documentDecidedAt).not.toBeNull();
    expect(after.documentDeletedAt).not.toBeNull();
    expect((after.photoDetails as Record<string, unknown>).adharCard).toBeUndefined();
    expect((after.photoDetails as Record<string, unknown>).profilePhoto).toBe(photo);
    const file = await t.call(`/files/documents/${keyOfUrl(document)!.split('/')[1]}`, { token: admin });
    expect(file.status).toBe(404);
    // Still verified, and the sweep finds nothing more to do.
    expect((await listing()).find((user) => user.id === member.id)!.identityVerified).toBe(true);
    expect(await sweep(t)).toMatchObject({ removed: { 'reviewed identity documents': 0 } });
  });

  it('removes a rejected document too, and starts a new review when the member uploads another', async () => {
    const member = await registerMember(t, { details: userDetails({ firstName: 'Rejecteddoc' }) });
    const { document } = await addPhotoAndDocument(t, member, 'VOTER_ID');
    await t.call('/admin/user/update', {
      token: admin,
      body: { mobileNumber: member.mobileNumber, status: 'REJECT', reason: 'DOCUMENT_MISMATCH' },
    });
    await sweep(t);
    expect(onDisk(t, document)).toBe(false);
    const fresh = (await upload(t, member, 'document')).url;
    await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { adharCard: fresh, documentType: 'PAN' } } });
    expect(await row(member.id)).toMatchObject({ documentType: 'PAN', documentDecision: null, documentDeletedAt: null });
    await sweep(t);
    expect(onDisk(t, fresh)).toBe(true);
  });

  it('keeps the file for ID_DOCUMENT_RETENTION_DAYS after the decision', async () => {
    const kept = await createTestApp({ env: { ID_DOCUMENT_RETENTION_DAYS: '30' } });
    try {
      const keeper = await signInAdmin(kept);
      const member = await registerMember(kept, { details: userDetails() });
      const { document } = await addPhotoAndDocument(kept, member);
      await kept.call('/admin/user/verify', { token: keeper, body: { userId: member.id } });
      await sweep(kept);
      expect(onDisk(kept, document)).toBe(true);
      await kept.db
        .update(users)
        .set({ documentDecidedAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) })
        .where(eq(users.id, member.id));
      await sweep(kept);
      expect(onDisk(kept, document)).toBe(false);
    } finally {
      await kept.close();
    }
  });
});
