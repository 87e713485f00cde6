import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPhotoAndDocument,
  approvedMember,
  fetchFile,
  sendUpload,
  upload,
  userDetails,
  type Member,
} from '../../../tests/support/factories.js';
import { startS3Server, type S3Server } from '../../../tests/support/s3-server.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { uploads } from '../db/schema.js';
import { loadConfig } from '../config.js';
import { fileStoreFor } from './file-store-for.js';
import { readWhole, StoreUnavailableError } from './file-store.js';
import { keyOfUrl, sizedKeysOf } from '../uploads/file-names.js';

let s3: S3Server;
let t: TestApp;
let groom: Member;
let bride: Member;
let files: { photo: string; thumbnail: string; document: string };

const keyOf = (url: string) => keyOfUrl(url)!;
/** Every object one photo upload writes: the photo, its thumbnail and the thumbnail's smaller copies (the blurred copy has a name of its own). */
const photoKeys = (photo: string) => {
  const thumbnail = keyOf(photo).replace(/\.jpg$/, '.thumb.webp');
  return [keyOf(photo), thumbnail, ...sizedKeysOf(thumbnail).map(({ key }) => key)];
};
const documentAs = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: s3.env });
  groom = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Kunal' }));
  bride = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Latika' }));
  const saved = await addPhotoAndDocument(t, groom);
  files = { ...saved, thumbnail: saved.photo.replace(/\.jpg$/, '.thumb.webp') };
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

describe('uploads in an S3-compatible bucket (STORAGE_URL=s3://…)', () => {
  it('keeps a photo, its copies and a document in the bucket under the prefix, and nothing on this machine', async () => {
    const keys = await s3.keys();
    for (const key of [...photoKeys(files.photo), keyOf(files.document)]) expect(keys).toContain(key);
    // The blurred copy, made when the photo was saved, is there too.
    expect(keys.some((key) => key.startsWith('blurred/'))).toBe(true);
    expect(existsSync(join(t.dataDir, 'uploads'))).toBe(false);
    const stored = await readWhole(t.files, keyOf(files.photo));
    // Its owner is served the original (others the marked copy, decision 0047).
    expect((await fetchFile(t, files.photo, groom.token)).body.equals(stored!)).toBe(true);
  });

  it('serves them through its own routes with their headers, and the bucket to nobody else', async () => {
    const photo = await fetchFile(t, files.photo);
    expect(photo.status).toBe(200);
    expect(photo.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-length': String(photo.body.length),
    });
    const smaller = await fetchFile(t, files.thumbnail.replace(/\.thumb\.webp$/, '.w160.webp'));
    expect([smaller.status, smaller.headers['content-type']]).toEqual([200, 'image/webp']);

    // An identity document: its owner, nobody else, and never kept by a cache.
    const own = await documentAs(files.document, groom.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.length).toBe(Number(own.headers['content-length']));
    const stranger = await documentAs(files.document, bride.token);
    expect([stranger.statusCode, stranger.json().data.code]).toEqual([404, 'FILE_NOT_FOUND']);
    expect((await documentAs(files.document)).statusCode).toBe(401);

    // The objects themselves are private: asked for without the keys, the bucket refuses.
    for (const key of [keyOf(files.photo), keyOf(files.thumbnail), keyOf(files.document)]) {
      const anonymous = await fetch(`${s3.endpoint}/${s3.bucket}/uploads/${key}`);
      expect([key, anonymous.status]).toEqual([key, 403]);
    }
  });

  it('removes the objects of an upload that goes', async () => {
    // An upload the profile never took is replaced by the next one of its kind, files and all.
    const first = await upload(t, bride, 'profilePhoto');
    expect(await s3.keys()).toEqual(expect.arrayContaining(photoKeys(first.url)));
    const second = await upload(t, bride, 'profilePhoto');
    const keys = await s3.keys();
    expect(keys).toEqual(expect.arrayContaining(photoKeys(second.url)));
    for (const key of photoKeys(first.url)) expect(keys).not.toContain(key);
    expect((await fetchFile(t, first.url)).status).toBe(404);
  });

  it('tells a missing file from a store that fails', async () => {
    const missing = keyOf(files.photo).replace(/[0-9a-f]{32}/, '0'.repeat(32));
    expect(await t.files.get(missing)).toBeNull();
    expect(await t.files.size(missing)).toBeNull();
    expect(await t.files.size(keyOf(files.photo))).toBe((await fetchFile(t, files.photo, groom.token)).body.length);
    // Some other server at the address, answering 404 to everything, is not a bucket without the file.
    const stranger = createServer((_request, response) => response.writeHead(404).end('Not here'));
    await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(stranger.address() as AddressInfo).port}`;
      const elsewhere = fileStoreFor(loadConfig({ ...s3.env, S3_ENDPOINT: endpoint }));
      await expect(elsewhere.get(keyOf(files.photo))).rejects.toBeInstanceOf(StoreUnavailableError);
    } finally {
      stranger.close();
    }
  });

  describe('with the store down', () => {
    let held: string[];
    const rowsOf = (member: Member) => t.db.select().from(uploads).where(eq(uploads.userId, member.id));
    beforeAll(async () => {
      held = await s3.keys();
      await s3.goDown();
    });
    afterAll(() => s3.comeBack());

    it('answers 503 STORAGE_UNAVAILABLE for an upload and a file, at once, and the rest of the product works', async () => {
      const rowsBefore = await rowsOf(groom);
      const started = Date.now();
      const sent = await sendUpload(t, groom, 'profilePhoto');
      expect([sent.statusCode, sent.json().data.code]).toEqual([503, 'STORAGE_UNAVAILABLE']);
      const photo = await fetchFile(t, files.photo);
      expect([photo.status, JSON.parse(photo.body.toString()).data.code]).toEqual([503, 'STORAGE_UNAVAILABLE']);
      const own = await documentAs(files.document, groom.token);
      expect([own.statusCode, own.json().data.code]).toEqual([503, 'STORAGE_UNAVAILABLE']);
      // A refused connection is not waited on.
      expect(Date.now() - started).toBeLessThan(3000);
      // Who may not see a document is still told there is none; the database decides that alone.
      expect((await documentAs(files.document, bride.token)).statusCode).toBe(404);

      const signIn = await t.call('/user/login', { body: { mobileNumber: bride.mobileNumber, password: bride.password } });
      expect(signIn.status).toBe(200);
      const listing = await t.call('/user/getProfile', { token: bride.token, body: { page: 1 } });
      expect(listing.status).toBe(200);
      expect(listing.json.data.userData.map((card: { id: string }) => card.id)).toContain(groom.id);
      expect((await t.call('/user/info', { token: groom.token })).status).toBe(200);
      // The failed upload left no row behind.
      expect(await rowsOf(groom)).toEqual(rowsBefore);
    });

    it('loses nothing already stored, and leaves nothing half-written: back up, every file opens again', async () => {
      await s3.comeBack();
      try {
        expect(await s3.keys()).toEqual(held);
        expect((await fetchFile(t, files.photo)).status).toBe(200);
        expect((await documentAs(files.document, groom.token)).statusCode).toBe(200);
      } finally {
        await s3.goDown();
      }
    });
  });
});
