import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_WIDTH, PHOTO_WIDTHS, sizedPhotoUrl } from '../../contract/photo-sizes.js';
import { profileNumberOf } from '../../contract/profile-number.js';
import {
  approve,
  approvedMember,
  fetchFile,
  registerMember,
  savePhoto,
  signInAdmin,
  userDetails,
  type Member,
} from '../../../tests/support/factories.js';
import { photoLike } from '../../../tests/support/photo-like.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { uploads, users } from '../db/schema.js';
import { runSweep } from '../sweep/sweep.js';
import { markedKeysOf } from './file-names.js';
import { markBoxOf } from './photo-mark.js';

/**
 * Photos marked (docs/decisions/0047-scam-warnings-and-marked-photos.md): every copy of a photo
 * other members are served carries the site's name and the owner's profile number in a corner;
 * the owner and the administrators get it as uploaded.
 */
let t: TestApp;
let viewer: Member;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  viewer = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Rahul' }));
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

async function woman(firstName: string, seed: number) {
  const member = await registerMember(t, { details: userDetails({ gender: 'Female', firstName }) });
  const photo = await savePhoto(t, member, await photoLike(seed, 900, 1200));
  await approve(t, member.id);
  return { member, photo };
}

/** Every address other members open a photo by: the photo, its thumbnail and each smaller copy. */
const addressesOf = (photo: Record<string, string>) => [
  photo.profilePhoto!,
  photo.thumbnail!,
  ...PHOTO_WIDTHS.map((width) => sizedPhotoUrl(photo.thumbnail!, width)!),
];

type Raw = { data: Buffer; width: number; height: number; channels: number };
async function raw(body: Buffer): Promise<Raw> {
  const { data, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** The mean difference per channel between two pictures of one size, within a box. */
function meanDifference(a: Raw, b: Raw, box: { left: number; top: number; width: number; height: number }): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.max(0, box.top); y < Math.min(a.height, box.top + box.height); y += 1) {
    for (let x = Math.max(0, box.left); x < Math.min(a.width, box.left + box.width); x += 1) {
      for (let c = 0; c < 3; c += 1) {
        const i = (y * a.width + x) * a.channels + c;
        sum += Math.abs(a.data[i]! - b.data[i]!);
        n += 1;
      }
    }
  }
  return sum / n;
}

const centreOf = (width: number, height: number) => ({
  left: Math.round(width * 0.25),
  top: Math.round(height * 0.15),
  width: Math.round(width * 0.5),
  height: Math.round(height * 0.5),
});

describe('photos shown to other members', () => {
  it('are marked on every address and size, in the corner only; the owner and administrators get the original', async () => {
    const { member, photo } = await woman('Asha', 11);
    const number = profileNumberOf(member.id);
    for (const url of addressesOf(photo)) {
      const original = await fetchFile(t, url, member.token);
      const asAdmin = await fetchFile(t, url, admin);
      const asMember = await fetchFile(t, url, viewer.token);
      const anonymous = await fetchFile(t, url);
      for (const res of [original, asAdmin, asMember, anonymous]) expect(res.status).toBe(200);
      expect(asAdmin.body.equals(original.body)).toBe(true);
      expect(asMember.body.equals(original.body)).toBe(false);
      expect(anonymous.body.equals(asMember.body)).toBe(true);
      expect(asMember.headers['content-type']).toBe(original.headers['content-type']);
      expect(asMember.headers.vary).toBe('cookie');

      const [mine, theirs] = await Promise.all([raw(original.body), raw(asMember.body)]);
      expect([theirs.width, theirs.height]).toEqual([mine.width, mine.height]);
      const corner = markBoxOf(mine.width, mine.height, number);
      // The corner reads differently; the face's part of the picture is as it was, but for the
      // encoder's noise (WebP picks its quantisers for the whole picture, mark included: about 4
      // levels in 255 on average, not visible; the mark itself moves its corner by over 20).
      const centre = meanDifference(mine, theirs, centreOf(mine.width, mine.height));
      expect(meanDifference(mine, theirs, corner), url).toBeGreaterThan(20);
      // The header avatar's copy (64 wide, the owner's own picture) is all corner: its mark stays legible instead.
      if (!url.endsWith(`.w${AVATAR_WIDTH}.webp`)) expect(centre, url).toBeLessThan(url.endsWith('.jpg') ? 2 : 6);
      expect(corner.left + corner.width).toBeLessThanOrEqual(mine.width);
      expect(corner.top + corner.height).toBeLessThanOrEqual(mine.height);
      // Small enough to leave the rest of the picture: at most a tenth of it (but on the avatar).
      if (mine.width > AVATAR_WIDTH) expect(corner.width * corner.height).toBeLessThan((mine.width * mine.height) / 10);
    }
  });

  it('carry the mark of their own owner: two members’ marks differ where the number is', async () => {
    const one = await woman('Bina', 12);
    const two = await woman('Chitra', 12);
    const [a, b] = await Promise.all([one, two].map(async ({ photo }) => raw((await fetchFile(t, photo.thumbnail!, viewer.token)).body)));
    const box = markBoxOf(a!.width, a!.height, profileNumberOf(one.member.id));
    // The same picture (same seed), marked with different numbers.
    expect(meanDifference(a!, b!, box)).toBeGreaterThan(3);
    expect(meanDifference(a!, b!, centreOf(a!.width, a!.height))).toBeLessThan(6);
  });

  it('stay marked behind a private photo’s link, and go with the photo', async () => {
    const { member, photo } = await woman('Deepa', 13);
    await t.call('/user/settings/privacy', { token: member.token, body: { photoVisibility: 'INTEREST' } });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.userId, member.id));
    const marked = markedKeysOf(row!.markKey!);
    expect(marked).toHaveLength(2 + PHOTO_WIDTHS.length);
    for (const key of marked) expect(existsSync(join(t.dataDir, 'uploads', key))).toBe(true);
    // The original's address without a link is closed to others as before.
    expect((await fetchFile(t, photo.thumbnail!, viewer.token)).status).toBe(404);

    expect((await t.call('/user/deleteUserProfile', { token: member.token, body: {} })).status).toBe(200);
    for (const key of marked) expect(existsSync(join(t.dataDir, 'uploads', key))).toBe(false);
  });
});

describe('a shared biodata', () => {
  it('shows the photo marked, to whoever holds the link', async () => {
    const { member, photo } = await woman('Gauri', 16);
    await t.call('/user/updateUser', {
      token: member.token,
      body: { age: 26, userDetails: userDetails({ gender: 'Female', firstName: 'Gauri' }) },
    });
    const made = await t.call('/user/biodata/links', { token: member.token, body: { language: 'en', days: 7 } });
    expect(made.status).toBe(201);
    const token = new URL(made.json.data.url as string).pathname.split('/').pop()!;
    const shared = await fetchFile(t, `/api/biodata/${token}/photo`);
    expect(shared.status).toBe(200);
    const theirs = await raw(shared.body);
    const original = await sharp((await fetchFile(t, photo.profilePhoto!, member.token)).body)
      .resize(theirs.width, theirs.height)
      .jpeg({ quality: 80 })
      .toBuffer();
    const mine = await raw(original);
    const scale = theirs.width / 900;
    const box = markBoxOf(900, 1200, profileNumberOf(member.id));
    const corner = {
      left: Math.round(box.left * scale),
      top: Math.round(box.top * scale),
      width: Math.round(box.width * scale),
      height: Math.round(box.height * scale),
    };
    expect(meanDifference(mine, theirs, corner)).toBeGreaterThan(20);
    expect(meanDifference(mine, theirs, centreOf(theirs.width, theirs.height))).toBeLessThan(3);
  });
});

describe('photos stored before marks', () => {
  /** As a photo from before: no marked copy recorded, none on disk. */
  async function unmarked(firstName: string, seed: number) {
    const made = await woman(firstName, seed);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.userId, made.member.id));
    await t.db.update(uploads).set({ markKey: null }).where(eq(uploads.id, row!.id));
    for (const key of markedKeysOf(row!.markKey!)) await t.files.delete(key);
    return { ...made, uploadId: row!.id };
  }
  const markKeyOf = async (uploadId: string) => (await t.db.select().from(uploads).where(eq(uploads.id, uploadId)))[0]!.markKey;

  it('get marked copies from the sweep, in a batch, and other members are served them', async () => {
    const { member, photo, uploadId } = await unmarked('Esha', 14);
    const swept = await runSweep({ db: t.db, files: t.files, log: t.app.log, mailer: t.mailer, config: t.config });
    expect(swept).toMatchObject({ ran: true, removed: { 'photos without a marked copy': expect.any(Number) } });
    const markKey = await markKeyOf(uploadId);
    expect(markKey).toMatch(/^marked\/[0-9a-f]{32}\.jpg$/);
    for (const key of markedKeysOf(markKey!)) expect(existsSync(join(t.dataDir, 'uploads', key))).toBe(true);
    const original = await raw((await fetchFile(t, photo.thumbnail!, member.token)).body);
    const theirs = await raw((await fetchFile(t, photo.thumbnail!, viewer.token)).body);
    expect(meanDifference(original, theirs, markBoxOf(original.width, original.height, profileNumberOf(member.id)))).toBeGreaterThan(20);
    // Swept again: nothing left to do for her.
    await runSweep({ db: t.db, files: t.files, log: t.app.log, mailer: t.mailer, config: t.config });
    expect(await markKeyOf(uploadId)).toBe(markKey);
  });

  it('are marked on the first view by another member rather than shown unmarked', async () => {
    const { member, photo, uploadId } = await unmarked('Farah', 15);
    const theirs = await fetchFile(t, sizedPhotoUrl(photo.thumbnail!, 240)!, viewer.token);
    expect(theirs.status).toBe(200);
    const original = await fetchFile(t, sizedPhotoUrl(photo.thumbnail!, 240)!, member.token);
    expect(theirs.body.equals(original.body)).toBe(false);
    expect(await markKeyOf(uploadId)).not.toBeNull();
    // Her own view made nothing and changed nothing.
    const [row] = await t.db.select({ photoDetails: users.photoDetails }).from(users).where(eq(users.id, member.id));
    expect(row!.photoDetails).toMatchObject({ profilePhoto: photo.profilePhoto });
  });
});
