import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
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

const onDisk = (url: string) => existsSync(join(t.dataDir, 'uploads', keyOfUrl(url)!));
const listedPhoto = async (id: string) =>
  (
    (await t.call('/user/getProfile', { token: viewer.token, body: { page: 1 } })).json.data.userData as {
      id: string;
      photoDetails: { profilePhoto: string };
    }[]
  ).find((user) => user.id === id)?.photoDetails.profilePhoto;
const changes = async (page = 0) => (await t.call('/admin/photoChanges', { token: admin, body: { page } })).json.data;
const decide = (body: Record<string, unknown>) => t.call('/admin/user/photo', { token: admin, body });

/** An approved woman who then saves a new photo. */
async function swapped(firstName: string) {
  const member = await registerMember(t, { details: userDetails({ gender: 'Female', firstName }) });
  const { photo: approved } = await addPhotoAndDocument(t, member);
  await approve(t, member.id);
  const fresh = await upload(t, member, 'profilePhoto');
  const saved = await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { profilePhoto: fresh.url } } });
  expect(saved.status).toBe(200);
  return { member, approved, fresh: fresh.url, freshThumbnail: fresh.thumbnail! };
}

describe('a new photo from an approved member', () => {
  it('waits for review while listings keep the approved photo, and shows old and new side by side to administrators', async () => {
    const { member, approved, fresh, freshThumbnail } = await swapped('Swapper');
    expect(await listedPhoto(member.id)).toBe(approved);
    const info = (await t.call('/user/info', { token: member.token })).json.data;
    expect(info.photoDetails.profilePhoto).toBe(approved);
    expect(info.standing.photoUnderReview).toBe(true);

    const queued = (await changes()).userData.find((user: { id: string }) => user.id === member.id);
    expect(queued.photoDetails.profilePhoto).toBe(approved);
    expect(queued.review.pendingPhoto).toMatchObject({ profilePhoto: fresh, thumbnail: freshThumbnail });
    expect((await t.call('/admin/work', { token: admin })).json.data.photoChanges).toBeGreaterThanOrEqual(1);
  });

  it('survives the sweep of abandoned uploads and a further upload, and a newer save replaces it', async () => {
    const { member, approved, fresh } = await swapped('Patient');
    await t.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 3 * 60 * 60_000) })
      .where(eq(uploads.userId, member.id));
    await runSweep({
      db: t.db,
      files: t.files,
      log: pino({ level: 'silent' }),
      mailer: t.mailer,
      config: t.config,
    });
    const unsaved = await upload(t, member, 'profilePhoto');
    expect(onDisk(fresh)).toBe(true);
    expect(onDisk(approved)).toBe(true);
    await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { profilePhoto: unsaved.url } } });
    expect(onDisk(fresh)).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect((row!.pendingPhoto as { profilePhoto: string }).profilePhoto).toBe(unsaved.url);
    expect(await listedPhoto(member.id)).toBe(approved);
  });

  it('goes straight to the profile of a member not yet approved', async () => {
    const member = await registerMember(t, { details: userDetails({ gender: 'Female' }) });
    const { photo } = await addPhotoAndDocument(t, member);
    const next = (await upload(t, member, 'profilePhoto')).url;
    await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { profilePhoto: next } } });
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.pendingPhoto).toBeNull();
    expect((row!.photoDetails as { profilePhoto: string }).profilePhoto).toBe(next);
    expect(onDisk(photo)).toBe(false);
  });
});

/** The file names of a photo's copies: what an answer must not carry for the photo to stay unseen. */
const namesOf = (...urls: (string | undefined)[]) =>
  urls.filter((url): url is string => !!url).map((url) => url.split('/').pop()!.split('.')[0]!);
const othersSee = async (id: string) => {
  type Seen = { id: string; photoDetails: unknown };
  const listing = (await t.call('/user/getProfile', { token: viewer.token, body: { page: 1 } })).json.data.userData as Seen[];
  const details = await t.call(`/user/profiles/${id}`, { token: viewer.token });
  await t.call('/user/favourites', { token: viewer.token, body: { userId: id } });
  const favourites = (await t.call('/user/favourites', { token: viewer.token })).json.data.userData as Seen[];
  return {
    listed: listing.find((user) => user.id === id),
    details: details.json.data as Seen,
    favourite: favourites.find((user) => user.id === id),
  };
};
const waitingOf = async (id: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return { row: row!, pending: row!.pendingPhoto as { profilePhoto: string; thumbnail?: string; blurred?: string } | null };
};

describe('a first photo from an approved member', () => {
  it('waits for review as a changed one does: others see no photo and no address of any copy of it until it is approved', async () => {
    const member = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Firstphoto' }) });
    await approve(t, member.id);
    const before = (await t.call('/admin/work', { token: admin })).json.data.photoChanges as number;
    const fresh = await upload(t, member, 'profilePhoto');
    const saved = await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { profilePhoto: fresh.url } } });
    expect(saved.status).toBe(200);
    // The owner sees the photo waiting, and the note.
    expect(saved.json.data.photoDetails).toEqual({ underReview: fresh.url });
    const info = (await t.call('/user/info', { token: member.token })).json.data;
    expect(info.photoDetails).toEqual({ underReview: fresh.url });
    expect(info.standing.photoUnderReview).toBe(true);

    const { row, pending } = await waitingOf(member.id);
    expect(row.photoDetails).toEqual({});
    expect(pending).toMatchObject({ profilePhoto: fresh.url, thumbnail: fresh.thumbnail });
    const hidden = namesOf(pending!.profilePhoto, pending!.thumbnail, pending!.blurred);
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    const seen = await othersSee(member.id);
    expect(seen.details.id).toBe(member.id);
    for (const answer of [seen.listed, seen.details, seen.favourite]) expect(answer?.photoDetails).toEqual({});
    for (const answer of [seen.listed, seen.details, seen.favourite]) {
      for (const name of hidden) expect(JSON.stringify(answer)).not.toContain(name);
    }

    // Naming the thumbnail instead of the photo is the same photo: it still waits.
    await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { profilePhoto: fresh.thumbnail } } });
    expect((await waitingOf(member.id)).row.photoDetails).toEqual({});

    const queued = (await changes()).userData.find((user: { id: string }) => user.id === member.id);
    expect(queued.photoDetails).toEqual({});
    expect(queued.review.pendingPhoto).toMatchObject({ profilePhoto: fresh.url });
    expect((await t.call('/admin/work', { token: admin })).json.data.photoChanges).toBe(before + 1);

    expect((await decide({ userId: member.id, decision: 'APPROVE' })).status).toBe(200);
    expect(await listedPhoto(member.id)).toBe(fresh.url);
    const approved = await othersSee(member.id);
    expect(approved.details.photoDetails).toMatchObject({ profilePhoto: fresh.url, thumbnail: fresh.thumbnail });
    const owner = (await t.call('/user/info', { token: member.token })).json.data;
    expect(owner.photoDetails.underReview).toBeUndefined();
    expect(owner.standing.photoUnderReview).toBe(false);
  });

  it('rejected, goes with its file, and the profile stays without a photo', async () => {
    const member = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Firstrejected' }) });
    const document = (await upload(t, member, 'document')).url;
    await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { adharCard: document, documentType: 'PAN' } } });
    await approve(t, member.id);
    const fresh = (await upload(t, member, 'profilePhoto')).url;
    await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { profilePhoto: fresh } } });
    expect((await waitingOf(member.id)).row.photoDetails).toEqual({ adharCard: document });
    expect((await othersSee(member.id)).details.photoDetails).toEqual({});

    expect((await decide({ userId: member.id, decision: 'REJECT', reason: 'PHOTO_UNCLEAR' })).status).toBe(200);
    expect(onDisk(fresh)).toBe(false);
    const { row, pending } = await waitingOf(member.id);
    expect(pending).toBeNull();
    expect(row.photoDetails).toEqual({ adharCard: document });
    expect((await othersSee(member.id)).details.photoDetails).toEqual({});
  });

  it('saved by a member sent back to review, is part of that review and stays unseen until the profile is approved', async () => {
    const member = await registerMember(t, { details: userDetails({ gender: 'Female', firstName: 'Backinreview' }) });
    await approve(t, member.id);
    const fresh = (await upload(t, member, 'profilePhoto')).url;
    await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { profilePhoto: fresh } } });
    // A changed date of birth sends the profile back for review; then the photo is part of that review.
    await t.call('/user/updateUser', {
      token: member.token,
      body: { userDetails: userDetails({ gender: 'Female', firstName: 'Backinreview', dateOfBirth: '1995-03-03' }) },
    });
    await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { profilePhoto: fresh } } });
    const { row, pending } = await waitingOf(member.id);
    expect(row.status).toBe('PENDING');
    expect(pending).toBeNull();
    expect((row.photoDetails as { profilePhoto: string }).profilePhoto).toBe(fresh);
    expect(await listedPhoto(member.id)).toBeUndefined();
    expect((await t.call(`/user/profiles/${member.id}`, { token: viewer.token })).status).toBe(404);
  });
});

describe('POST /admin/user/photo', () => {
  it('approved: listings show the new photo, the old file goes, the member is told, the log records it', async () => {
    const { member, approved, fresh, freshThumbnail } = await swapped('Approvedphoto');
    expect((await decide({ userId: member.id, decision: 'APPROVE' })).status).toBe(200);
    expect(await listedPhoto(member.id)).toBe(fresh);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.pendingPhoto).toBeNull();
    expect(row!.photoDetails).toMatchObject({ profilePhoto: fresh, thumbnail: freshThumbnail });
    expect(onDisk(approved)).toBe(false);
    expect(
      (await t.mail.waitFor((mail) => mail.to.includes(member.email) && mail.subject === 'Your new photo is approved')).text,
    ).toContain('approved');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, member.id));
    expect(entry!.action).toBe('APPROVE_PHOTO');
    expect((await decide({ userId: member.id, decision: 'APPROVE' })).json.data.code).toBe('NO_PHOTO_CHANGE');
  });

  it('rejected: the approved photo stays, the new file goes, the member is told why', async () => {
    const { member, approved, fresh } = await swapped('Rejectedphoto');
    const res = await decide({ userId: member.id, decision: 'REJECT', reason: 'PHOTO_NOT_MEMBER', note: 'This is a film star' });
    expect(res.status).toBe(200);
    expect(await listedPhoto(member.id)).toBe(approved);
    expect(onDisk(fresh)).toBe(false);
    expect(onDisk(approved)).toBe(true);
    expect((await t.call('/user/info', { token: member.token })).json.data.standing.photoUnderReview).toBe(false);
    const mail = await t.mail.waitFor((m) => m.to.includes(member.email) && m.subject === 'Your new photo was not approved');
    expect(mail.text).toContain('The photo does not show you.');
    expect(mail.text).toContain('This is a film star');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, member.id));
    expect(entry).toMatchObject({ action: 'REJECT_PHOTO', reason: 'PHOTO_NOT_MEMBER' });
  });

  it.each([
    [{ decision: 'REJECT' }],
    [{ decision: 'REJECT', reason: 'DOCUMENT_UNREADABLE' }],
    [{ decision: 'REJECT', reason: 'OTHER' }],
    [{ decision: 'MAYBE' }],
    [{ decision: 'APPROVE', reason: 'PHOTO_UNCLEAR' }],
  ])('refuses %o and keeps the photo waiting', async (body) => {
    const { member, fresh } = await swapped('Invalid');
    expect((await decide({ userId: member.id, ...body })).status).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect((row!.pendingPhoto as { profilePhoto: string }).profilePhoto).toBe(fresh);
  });

  it('lists the waiting photos oldest first, ten a page, and only to administrators', async () => {
    const first = await changes();
    const submitted = first.userData.map(
      (user: { review: { pendingPhoto: { submittedAt: string } } }) => user.review.pendingPhoto.submittedAt,
    );
    expect([...submitted].sort()).toEqual(submitted);
    expect(first.userData.length).toBeLessThanOrEqual(10);
    expect((await t.call('/admin/photoChanges', { token: viewer.token, body: { page: 0 } })).status).toBe(401);
    expect((await t.call('/admin/user/photo', { token: viewer.token, body: { userId: viewer.id, decision: 'APPROVE' } })).status).toBe(401);
  });
});
