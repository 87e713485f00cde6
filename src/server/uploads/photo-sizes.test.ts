import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THUMB_SIDE } from '../../contract/limits.js';
import {
  PHOTO_WIDTHS,
  PORTRAIT_WIDTHS,
  portraitPhotoUrl,
  sizedPhotoUrl,
  type PhotoWidth,
  type PortraitWidth,
} from '../../contract/photo-sizes.js';
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
import { uploads } from '../db/schema.js';
import { keyOfUrl } from './file-names.js';
import { duplicateChecksSettled } from '../duplicates/service.js';
import { imageQueueState, withImageSlot } from './image-queue.js';
import { portraitsOf } from './re-encode.js';

/**
 * The card pictures' smaller copies and the profile page's portrait copies (responsive images),
 * and how every photo file is cached:
 * kept for a year by the browser only, under a name that changes with the photo.
 */
let t: TestApp;
let viewer: Member;
beforeAll(async () => {
  t = await createTestApp();
  viewer = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Rahul' }));
});
afterAll(() => t.close());

const KEEP_IN_BROWSER = 'private, max-age=31536000, immutable';
const sized = (thumbnail: string, width: PhotoWidth) => sizedPhotoUrl(thumbnail, width)!;
const portrait = (photo: string, width: PortraitWidth) => portraitPhotoUrl(photo, width)!;
const pathOnDisk = (url: string) => join(t.dataDir, 'uploads', keyOfUrl(url)!);

async function woman(firstName: string, seed: number) {
  const member = await registerMember(t, { details: userDetails({ gender: 'Female', firstName }) });
  // Saved before approval, the photo is on the profile at once; an approved member's waits for review.
  const photo = await savePhoto(t, member, await photoLike(seed));
  await approve(t, member.id);
  return { member, photo };
}

/** The record of `id` in the viewer's listing, as the cards get it. */
async function cardOf(who: Member, id: string) {
  const res = await t.call('/user/getProfile', { token: who.token, body: { page: 1 } });
  return (res.json.data.userData as { id: string; photoDetails: Record<string, string> }[]).find((user) => user.id === id)!;
}

describe('smaller copies of a card picture', () => {
  it('are made at upload in every width, as WebP, each lighter than the one above and kept by the browser only', async () => {
    const { photo } = await woman('Asha', 1);
    const thumbnail = await fetchFile(t, photo.thumbnail!);
    expect(await sharp(thumbnail.body).metadata()).toMatchObject({ width: THUMB_SIDE, height: THUMB_SIDE });
    let previous = 0;
    for (const width of PHOTO_WIDTHS) {
      const url = sized(photo.thumbnail!, width);
      expect(url).toMatch(new RegExp(`^/api/files/photos/[0-9a-f]{32}\\.w${width}\\.webp$`));
      const copy = await fetchFile(t, url);
      expect(copy.status).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.headers['cache-control']).toBe(KEEP_IN_BROWSER);
      expect(await sharp(copy.body).metadata()).toMatchObject({ format: 'webp', width, height: width });
      expect(copy.body.length).toBeGreaterThan(previous);
      expect(copy.body.length).toBeLessThan(thumbnail.body.length);
      previous = copy.body.length;
    }
    // What a phone fetches for a card (160 wide) is a third of the thumbnail it fetched before.
    expect((await fetchFile(t, sized(photo.thumbnail!, 160))).body.length).toBeLessThan(thumbnail.body.length / 2.5);
  });

  it('are made on first request for a photo stored before them, cut exactly as an upload cuts them', async () => {
    const { member, photo } = await woman('Bina', 2);
    // As its owner sees them (other members get the marked copies, decision 0047).
    const own = (url: string) => fetchFile(t, url, member.token);
    const made = await Promise.all(PHOTO_WIDTHS.map(async (width) => (await own(sized(photo.thumbnail!, width))).body));
    // As a photo from before: the thumbnail and the photo, no smaller copy.
    for (const width of PHOTO_WIDTHS) rmSync(pathOnDisk(sized(photo.thumbnail!, width)));
    const first = await own(sized(photo.thumbnail!, 240));
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(KEEP_IN_BROWSER);
    expect(first.body.equals(made[PHOTO_WIDTHS.indexOf(240)]!)).toBe(true);
    // One request made them all.
    for (const [index, width] of PHOTO_WIDTHS.entries()) {
      expect((await own(sized(photo.thumbnail!, width))).body.equals(made[index]!)).toBe(true);
    }
  });

  it('accept no other width, and no name that is not a thumbnail’s', async () => {
    const { photo } = await woman('Chitra', 3);
    const id = /([0-9a-f]{32})/.exec(photo.thumbnail!)![1];
    for (const name of [`${id}.w100.webp`, `${id}.w160.jpg`, `${id}.w160.thumb.webp`, `${id}.w160.webp.webp`, `../${id}.w160.webp`]) {
      expect((await fetchFile(t, `/api/files/photos/${name}`)).status).toBe(404);
    }
    expect((await fetchFile(t, `/api/files/photos/${'0'.repeat(32)}.w160.webp`)).status).toBe(404);
    // A blurred copy is already light and has no smaller copies: the card shows it as it is.
    expect(sizedPhotoUrl('/api/files/blurred/0123456789abcdef0123456789abcdef.webp', 160)).toBeNull();
    expect(sizedPhotoUrl('/api/files/photos/0123456789abcdef0123456789abcdef.jpg?access=x', 160)).toBeNull();
  });
});

describe('a private photo’s smaller copies', () => {
  it('open only with a link made for the thumbnail and the viewer, while the viewer may see it, and are kept briefly', async () => {
    const { member: deepa } = await woman('Deepa', 4);
    await t.call('/user/settings/privacy', { token: deepa.token, body: { photoVisibility: 'INTEREST' } });
    const own = (await t.call('/user/info', { token: deepa.token })).json.data.photoDetails as Record<string, string>;
    expect(own.thumbnail).toMatch(/\.thumb\.webp\?access=/);
    for (const width of PHOTO_WIDTHS) {
      const copy = await fetchFile(t, sized(own.thumbnail!, width));
      expect(copy.status).toBe(200);
      expect(copy.headers['cache-control']).toBe('private, max-age=600');
    }
    const bare = sized(own.thumbnail!.split('?')[0]!, 160);
    expect((await fetchFile(t, bare)).status).toBe(404);
    // The full photo's link is for the photo only.
    expect((await fetchFile(t, `${bare}?${own.profilePhoto!.split('?')[1]}`)).status).toBe(404);

    // A member without access gets the blurred copy, which has no smaller copies, and no way to the photo's.
    const card = await cardOf(viewer, deepa.id);
    expect(card.photoDetails.thumbnail).toMatch(/^\/api\/files\/blurred\//);
    expect(sizedPhotoUrl(card.photoDetails.thumbnail!, 160)).toBeNull();
    const blurred = await fetchFile(t, card.photoDetails.thumbnail!);
    expect(blurred.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await fetchFile(t, `${bare}?access=${'x'.repeat(40)}`)).status).toBe(404);
  });
});

describe('a changed photo', () => {
  it('gets new addresses; the old ones never show the new photo', async () => {
    const { member: esha, photo: first } = await woman('Esha', 5);
    const before = await cardOf(viewer, esha.id);
    expect(before.photoDetails.thumbnail).toBe(first.thumbnail);
    const oldCopy = sized(first.thumbnail!, 160);
    const oldBytes = (await fetchFile(t, oldCopy)).body;
    const oldBlurred = first.blurred!;
    // Its portrait copies, made by asking: the owner's and the marked ones a viewer gets.
    const oldPortraits = PORTRAIT_WIDTHS.map((width) => portrait(first.profilePhoto!, width));
    expect((await fetchFile(t, oldPortraits[0]!, esha.token)).status).toBe(200);
    expect((await fetchFile(t, oldPortraits[0]!, viewer.token)).status).toBe(200);
    expect(oldPortraits.every((url) => existsSync(pathOnDisk(url)))).toBe(true);

    // An approved member's new photo waits for an administrator; approved, it replaces the old one.
    await savePhoto(t, esha, await photoLike(6));
    const decided = await t.call('/admin/user/photo', { token: await signInAdmin(t), body: { userId: esha.id, decision: 'APPROVE' } });
    expect(decided.status).toBe(200);
    const second = (await t.call('/user/info', { token: esha.token })).json.data.photoDetails as Record<string, string>;
    const after = await cardOf(viewer, esha.id);
    expect(after.photoDetails.thumbnail).toBe(second.thumbnail);
    expect(second.thumbnail).not.toBe(first.thumbnail);
    expect(second.profilePhoto).not.toBe(first.profilePhoto);
    expect(second.blurred).not.toBe(oldBlurred);
    const newCopy = sized(second.thumbnail!, 160);
    expect(newCopy).not.toBe(oldCopy);
    const served = await fetchFile(t, newCopy);
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toBe(KEEP_IN_BROWSER);
    expect(served.body.equals(oldBytes)).toBe(false);

    // The replaced photo is gone with all its copies: its addresses answer 404, never the new bytes.
    const oldUrls = [
      first.profilePhoto!,
      first.thumbnail!,
      oldBlurred,
      ...PHOTO_WIDTHS.map((width) => sized(first.thumbnail!, width)),
      ...oldPortraits,
    ];
    for (const url of oldUrls) {
      const old = await fetchFile(t, url);
      expect(old.status, url).toBe(404);
      expect(old.headers['cache-control']).toBe('no-store');
    }
    expect(oldPortraits.some((url) => existsSync(pathOnDisk(url)))).toBe(false);
  });
});

describe('portrait copies of a photo (the profile page’s picture)', () => {
  it('are made 4:5 in every width on the first request for any of them, lighter than the photo, and kept by the browser only', async () => {
    const { member, photo } = await woman('Falguni', 7);
    const own = (url: string) => fetchFile(t, url, member.token);
    const original = await own(photo.profilePhoto!);
    const first = await own(portrait(photo.profilePhoto!, 800));
    expect(first.status).toBe(200);
    // One request made the whole family.
    for (const width of PORTRAIT_WIDTHS) expect(existsSync(pathOnDisk(portrait(photo.profilePhoto!, width)))).toBe(true);
    const expected = await portraitsOf(original.body);
    for (const [index, width] of PORTRAIT_WIDTHS.entries()) {
      const copy = await own(portrait(photo.profilePhoto!, width));
      expect(copy.status).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.headers['cache-control']).toBe(KEEP_IN_BROWSER);
      expect(await sharp(copy.body).metadata()).toMatchObject({ format: 'webp', width, height: (width * 5) / 4 });
      // Cut from the photo the owner sees, as the page's box showed it.
      expect(copy.body.equals(expected[index]!.body)).toBe(true);
      expect(copy.body.length).toBeLessThan(original.body.length / 2);
    }
  });

  it('show other members the marked photo’s middle, mark and all, never the unmarked one', async () => {
    const { member, photo } = await woman('Gauri', 8);
    const marked = await fetchFile(t, photo.profilePhoto!, viewer.token);
    const theirs = await fetchFile(t, portrait(photo.profilePhoto!, 480), viewer.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.equals((await portraitsOf(marked.body))[0]!.body)).toBe(true);
    // Anyone holding the public address, signed in or not, gets the same marked copy.
    expect((await fetchFile(t, portrait(photo.profilePhoto!, 480))).body.equals(theirs.body)).toBe(true);
    const owners = await fetchFile(t, portrait(photo.profilePhoto!, 480), member.token);
    expect(owners.body.equals(theirs.body)).toBe(false);
    expect(theirs.headers.vary).toBe('cookie');
  });

  it('of a private photo open only with the photo’s link, not the thumbnail’s', async () => {
    const { member: hema } = await woman('Hema', 9);
    await t.call('/user/settings/privacy', { token: hema.token, body: { photoVisibility: 'INTEREST' } });
    const own = (await t.call('/user/info', { token: hema.token })).json.data.photoDetails as Record<string, string>;
    const withLink = await fetchFile(t, portrait(own.profilePhoto!, 480));
    expect(withLink.status).toBe(200);
    expect(withLink.headers['cache-control']).toBe('private, max-age=600');
    const bare = portrait(own.profilePhoto!.split('?')[0]!, 480);
    expect((await fetchFile(t, bare)).status).toBe(404);
    expect((await fetchFile(t, `${bare}?${own.thumbnail!.split('?')[1]}`)).status).toBe(404);
    expect((await fetchFile(t, bare, viewer.token)).status).toBe(404);
    // The profile a viewer without access gets names the blurred copy, which has no portrait copies.
    const card = await cardOf(viewer, hema.id);
    expect(portraitPhotoUrl(card.photoDetails.profilePhoto ?? card.photoDetails.thumbnail!, 480)).toBeNull();
  });

  it('accept no other width or name, and belong to photos only', async () => {
    const { photo } = await woman('Ila', 10);
    const id = /([0-9a-f]{32})/.exec(photo.profilePhoto!)![1];
    for (const name of [
      `${id}.p481.webp`,
      `${id}.p480.jpg`,
      `${id}.p480.thumb.webp`,
      `${id}.thumb.p480.webp`,
      `${'0'.repeat(32)}.p480.webp`,
    ]) {
      expect((await fetchFile(t, `/api/files/photos/${name}`)).status, name).toBe(404);
    }
    expect(portraitPhotoUrl(photo.thumbnail!, 480)).toBeNull();
    expect(portraitPhotoUrl(photo.blurred!, 480)).toBeNull();
    expect(portraitPhotoUrl(`/api/files/documents/${id}.jpg`, 480)).toBeNull();
  });

  it('asked for twice at once, answer both with the same copy', async () => {
    const { member, photo } = await woman('Kiran', 12);
    const [one, two] = await Promise.all([
      fetchFile(t, portrait(photo.profilePhoto!, 480), member.token),
      fetchFile(t, portrait(photo.profilePhoto!, 480), member.token),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.equals(two.body)).toBe(true);
    expect((await fetchFile(t, portrait(photo.profilePhoto!, 480), member.token)).body.equals(one.body)).toBe(true);
  });

  it('of an old photo with no thumbnail are made too, and go with the account', async () => {
    const { member, photo } = await woman('Lata', 13);
    // As a photo stored before thumbnails were made.
    await t.db
      .update(uploads)
      .set({ thumbKey: null })
      .where(eq(uploads.fileKey, keyOfUrl(photo.profilePhoto!)!));
    const urls = PORTRAIT_WIDTHS.map((width) => portrait(photo.profilePhoto!, width));
    expect((await fetchFile(t, urls[0]!, member.token)).status).toBe(200);
    expect(urls.every((url) => existsSync(pathOnDisk(url)))).toBe(true);
    expect((await t.call('/user/deleteUserProfile', { token: member.token, body: {} })).status).toBe(200);
    expect(urls.some((url) => existsSync(pathOnDisk(url)))).toBe(false);
  });

  it('are answered by the photo itself, not kept, while the image queue is full; made on the next request', async () => {
    const { member, photo } = await woman('Jaya', 11);
    const { runningMax, waitingMax } = imageQueueState();
    // Work still running from the upload (its photo's hash for duplicates, made after the answer)
    // would hand its slot to a holder when done and leave a place free in the queue: the request
    // below would then wait behind the holders instead of being turned away.
    await duplicateChecksSettled();
    await expect.poll(() => imageQueueState().running + imageQueueState().waiting).toBe(0);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: runningMax + waitingMax }, () => withImageSlot(() => gate).catch(() => undefined));
    expect(imageQueueState()).toMatchObject({ running: runningMax, waiting: waitingMax });
    try {
      const standIn = await fetchFile(t, portrait(photo.profilePhoto!, 480), member.token);
      expect(standIn.status).toBe(200);
      expect(standIn.headers['content-type']).toBe('image/jpeg');
      expect(standIn.headers['cache-control']).toBe('private, no-cache');
      expect(standIn.body.equals((await fetchFile(t, photo.profilePhoto!, member.token)).body)).toBe(true);
    } finally {
      release();
      await Promise.all(holders);
    }
    const made = await fetchFile(t, portrait(photo.profilePhoto!, 480), member.token);
    expect(made.headers['content-type']).toBe('image/webp');
    expect(made.headers['cache-control']).toBe(KEEP_IN_BROWSER);
  });
});
