import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { crc32 } from 'node:zlib';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, THUMB_SIDE } from '../../contract/limits.js';
import { registerMember, signInAdmin, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { uploads } from '../db/schema.js';
import { localFileStore, type FileStore } from '../storage/file-store.js';
import { looksLikeSvg } from './detect-format.js';
import { imageQueueState } from './image-queue.js';
import { keyOfUrl } from './file-names.js';
import { storeUpload } from './service.js';

let t: TestApp;
let owner: Member;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerMember(t);
  adminToken = await signInAdmin(t);
});
afterAll(() => t.close());

interface FilePart {
  bytes: Buffer | string;
  name: string;
  mime?: string;
}
type Entry = [name: string, value: string | FilePart];

/** A real multipart body, as a browser's FormData would send it. */
async function multipart(entries: Entry[]) {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      form.append(name, value);
      continue;
    }
    const bytes = typeof value.bytes === 'string' ? value.bytes : new Uint8Array(value.bytes);
    form.append(name, new Blob([bytes], { type: value.mime ?? 'application/octet-stream' }), value.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

async function postUpload(entries: Entry[], token: string | undefined = owner.token) {
  const body = await multipart(entries);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/upload${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    ...body,
  });
  return { status: res.statusCode, json: res.json(), headers: res.headers };
}

const upload = (type: string, file: FilePart, token?: string) =>
  postUpload(
    [
      ['type', type],
      ['file', file],
    ],
    token,
  );

async function fetchFile(url: string, options: { token?: string; bearer?: string } = {}) {
  const query = options.token ? `${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(options.token)}` : '';
  const res = await t.app.inject({
    method: 'GET',
    url: url + query,
    headers: options.bearer ? { authorization: `Bearer ${options.bearer}` } : {},
  });
  return { status: res.statusCode, body: res.rawPayload, headers: res.headers, json: () => res.json() };
}

const onDisk = (url: string) => existsSync(join(t.dataDir, 'uploads', keyOfUrl(url) ?? url.replace('/api/files/', '')));
const photosOnDisk = () => {
  const folder = join(t.dataDir, 'uploads', 'photos');
  return existsSync(folder) ? readdirSync(folder).length : 0;
};

/** A PNG whose header claims another size: a few bytes that would decode to a huge canvas. */
function declaredSize(png: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(png);
  // The IHDR chunk follows the 8-byte signature: length, type, then width and height.
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}

const solid = (width: number, height: number, background = '#c05030') => sharp({ create: { width, height, channels: 3, background } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
const SVG = `<?xml version="1.0" encoding="UTF-8"?>
<!-- drawn by hand -->
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#2060c0"/><script>alert(1)</script></svg>`;

describe('POST /upload: profile photos', () => {
  it('re-encodes a PNG as JPEG with a WebP thumbnail, both kept for good by the browser only', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 20, g: 160, b: 60, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const res = await upload('profilePhoto', { bytes: png, name: 'me.png', mime: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const { url, thumbnail } = res.json.response_data;
    expect(url).toMatch(/^\/api\/files\/photos\/[0-9a-f]{32}\.jpg$/);
    expect(thumbnail).toBe(url.replace(/\.jpg$/, '.thumb.webp'));

    const photo = await fetchFile(url);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    // The owner may make the photo private later: a shared cache must not go on handing it out.
    expect(photo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(photo.headers['content-length'])).toBe(photo.body.length);
    const meta = await sharp(photo.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 200, hasAlpha: false });

    const thumb = await fetchFile(thumbnail);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await sharp(thumb.body).metadata()).toMatchObject({ format: 'webp', width: THUMB_SIDE, height: THUMB_SIDE });
  });

  it('applies EXIF orientation and strips every piece of metadata, GPS included', async () => {
    const jpeg = await solid(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { ImageDescription: 'secret-place', Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 24/1' },
      })
      .toBuffer();
    const sent = await sharp(jpeg).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.includes('secret-place')).toBe(true);

    const res = await upload('profilePhoto', { bytes: jpeg, name: 'IMG_0001.JPG', mime: 'image/jpeg' });
    expect(res.status).toBe(200);
    const photo = await fetchFile(res.json.response_data.url);
    const meta = await sharp(photo.body).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(photo.body.includes('secret-place')).toBe(false);
    expect(photo.body.includes('PhoneCo')).toBe(false);
    const thumb = await fetchFile(res.json.response_data.thumbnail);
    expect((await sharp(thumb.body).metadata()).exif).toBeUndefined();
  });

  it('scales a large photo so that its longest side is at most the limit, and never enlarges a small one', async () => {
    const large = await solid(4000, 2400).jpeg().toBuffer();
    const big = await upload('profilePhoto', { bytes: large, name: 'big.jpg', mime: 'image/jpeg' });
    expect(big.status).toBe(200);
    const bigMeta = await sharp((await fetchFile(big.json.response_data.url)).body).metadata();
    expect([bigMeta.width, bigMeta.height]).toEqual([PHOTO_MAX_SIDE, 960]);

    const small = await solid(90, 120).png().toBuffer();
    const little = await upload('profilePhoto', { bytes: small, name: 'small.png', mime: 'image/png' });
    const littleMeta = await sharp((await fetchFile(little.json.response_data.url)).body).metadata();
    expect([littleMeta.width, littleMeta.height]).toEqual([90, 120]);
  });

  it('rasterises an animated GIF to its first frame', async () => {
    const red = await solid(60, 40, '#ff0000').png().toBuffer();
    const blue = await solid(60, 40, '#0000ff').png().toBuffer();
    const gif = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);

    const res = await upload('profilePhoto', { bytes: gif, name: 'wave.gif', mime: 'image/gif' });
    expect(res.status).toBe(200);
    // As its owner sees it: other members' copy carries the mark across this small picture.
    const photo = await fetchFile(res.json.response_data.url, { token: owner.token });
    const { data, info } = await sharp(photo.body).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([60, 40]);
    const [r, g, b] = data.subarray((20 * 60 + 30) * 3);
    expect(r).toBeGreaterThan(200);
    expect(g! + b!).toBeLessThan(60);
  });

  it('refuses every SVG photo without rendering it: script, nested <use>, embedded bitmap, disguised names', async () => {
    const before = photosOnDisk();
    const uses = Array.from(
      { length: 16 },
      (_, level) => `<g id="l${level + 1}">${Array.from({ length: 10 }, () => `<use href="#l${level}"/>`).join('')}</g>`,
    ).join('');
    const nestedUse = `<svg xmlns="http://www.w3.org/2000/svg"><defs><rect id="l0" width="1" height="1"/>${uses}</defs><use href="#l16"/></svg>`;
    const embedded = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="data:image/png;base64,${declaredSize(await solid(1, 1).png().toBuffer(), 10_000, 10_000).toString('base64')}"/></svg>`;
    const entity = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>`;
    for (const [bytes, name, mime] of [
      [SVG, 'logo.svg', 'image/svg+xml'],
      [nestedUse, 'use.svg', 'image/svg+xml'],
      [embedded, 'photo.png', 'image/png'],
      [entity, 'photo.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload('profilePhoto', { bytes, name, mime });
      expect([name, res.status, res.json.data.code]).toEqual([name, 415, 'PHOTO_FORMAT']);
    }
    expect(photosOnDisk()).toBe(before);
    expect(imageQueueState().running).toBe(0);
  });

  it('works on one image at a time, turns uploads away when too many wait, and keeps sign-in free', async () => {
    const png = await solid(1200, 900).png().toBuffer();
    const { waitingMax, runningMax } = imageQueueState();
    const crowd = Array.from({ length: waitingMax + runningMax + 3 }, () => upload('profilePhoto', { bytes: png, name: 'a.png' }));
    const signIn = t.call('/user/login', { body: { mobileNumber: owner.mobileNumber, password: owner.password } });
    const [answers, login] = await Promise.all([Promise.all(crowd), signIn]);
    expect(login.status).toBe(200);
    expect(imageQueueState().peak).toBe(runningMax);
    const busy = answers.filter((res) => res.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.json.data.code).toBe('IMAGE_BUSY');
    expect(answers.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(runningMax + 1);
    expect(answers.every((res) => res.status === 200 || res.status === 503)).toBe(true);
    expect(imageQueueState()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('accepts the fields in either order and a file field of any name', async () => {
    const png = await solid(50, 50).png().toBuffer();
    const fileFirst = await postUpload([
      ['file', { bytes: png, name: 'a.png' }],
      ['type', 'profilePhoto'],
    ]);
    expect(fileFirst.status).toBe(200);
    const otherName = await postUpload([
      ['type', 'profilePhoto'],
      ['photo', 'ignored text field'],
      ['image', { bytes: png, name: 'a.png' }],
    ]);
    expect(otherName.status).toBe(200);
  });

  it('decides the type by the bytes: a text file named .jpg, HTML with an svg inside or a PDF is refused', async () => {
    const text = await upload('profilePhoto', { bytes: 'just some text, honestly a photo', name: 'photo.jpg', mime: 'image/jpeg' });
    expect(text.status).toBe(415);
    expect(text.json).toEqual({
      success: false,
      data: { code: 'PHOTO_FORMAT', message: 'A profile photo must be a PNG, JPEG or GIF image' },
    });
    const html = await upload('profilePhoto', { bytes: '<html><body><svg></svg></body></html>', name: 'a.svg', mime: 'image/svg+xml' });
    expect(html.status).toBe(415);
    const pdf = await upload('profilePhoto', { bytes: PDF, name: 'me.png', mime: 'image/png' });
    expect(pdf.status).toBe(415);
    const webp = await upload('profilePhoto', { bytes: await solid(20, 20).webp().toBuffer(), name: 'a.png', mime: 'image/png' });
    expect(webp.status).toBe(415);
  });

  it('refuses an image that cannot be decoded with a 400 and stores nothing', async () => {
    const before = photosOnDisk();
    const jpeg = await solid(200, 200).jpeg().toBuffer();
    const broken = Buffer.concat([jpeg.subarray(0, 20), randomBytes(500)]);
    const res = await upload('profilePhoto', { bytes: broken, name: 'broken.jpg', mime: 'image/jpeg' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, data: { code: 'IMAGE_UNREADABLE', message: 'The image could not be read' } });
    expect(photosOnDisk()).toBe(before);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const before = photosOnDisk();
    const bomb = declaredSize(await solid(1, 1).png().toBuffer(), 20_000, 20_000);
    const res = await upload('profilePhoto', { bytes: bomb, name: 'bomb.png', mime: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.json.data.message).toMatch(/^The image is too large/);
    expect(photosOnDisk()).toBe(before);
    const square = declaredSize(await solid(1, 1).png().toBuffer(), 10_000, 10_000);
    expect((await upload('profilePhoto', { bytes: square, name: 'square.png' })).status).toBe(400);
  });

  it('refuses a photo over the limit with SPEC’s message, whichever field comes first', async () => {
    const tooBig = { bytes: randomBytes(PHOTO_MAX_BYTES + 1), name: 'big.jpg', mime: 'image/jpeg' };
    const res = await upload('profilePhoto', tooBig);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, data: { code: 'PHOTO_TOO_BIG', message: 'Maximum file size is 5 mb' } });
    const fileFirst = await postUpload([
      ['file', tooBig],
      ['type', 'profilePhoto'],
    ]);
    expect(fileFirst.status).toBe(413);
    expect(fileFirst.json.data.message).toBe('Maximum file size is 5 mb');
  });
});

describe('POST /upload: documents', () => {
  it('stores a PDF as sent, served only privately, sandboxed and never cached', async () => {
    const res = await upload('document', { bytes: PDF, name: 'aadhaar.pdf', mime: 'application/pdf' });
    expect(res.status).toBe(200);
    expect(res.json.response_data).toEqual({ url: expect.stringMatching(/^\/api\/files\/documents\/[0-9a-f]{32}\.pdf$/) });
    const doc = await fetchFile(res.json.response_data.url, { token: owner.token });
    expect(doc.status).toBe(200);
    expect(doc.body.equals(PDF)).toBe(true);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['cache-control']).toBe('private, no-store');
    expect(doc.headers['content-disposition']).toMatch(/^inline/);
    expect(doc.headers['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/);
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
  });

  it('treats a PNG named .pdf as the PNG it is, re-encoded', async () => {
    const png = await solid(640, 400).png().toBuffer();
    const res = await upload('document', { bytes: png, name: 'card.pdf', mime: 'application/pdf' });
    expect(res.status).toBe(200);
    expect(res.json.response_data.url).toMatch(/^\/api\/files\/documents\/[0-9a-f]{32}\.jpg$/);
    expect(res.json.response_data.thumbnail).toBeUndefined();
    const doc = await fetchFile(res.json.response_data.url, { token: owner.token });
    expect(doc.headers['content-type']).toBe('image/jpeg');
    expect(doc.headers['content-security-policy']).not.toMatch(/sandbox/);
    expect(await sharp(doc.body).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 400 });
  });

  it('refuses GIF, SVG and text as documents', async () => {
    const gif = await upload('document', { bytes: await solid(20, 20).gif().toBuffer(), name: 'a.gif' });
    expect(gif.status).toBe(415);
    expect(gif.json.data.message).toBe('A document must be a PNG or JPEG image, or a PDF');
    expect((await upload('document', { bytes: SVG, name: 'a.svg' })).status).toBe(415);
    expect((await upload('document', { bytes: 'PDF-1.4 not really', name: 'a.pdf' })).status).toBe(415);
  });

  it('takes a document up to the limit and refuses one byte more with SPEC’s message', async () => {
    const atLimit = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF.length, 0x20)]);
    expect((await upload('document', { bytes: atLimit, name: 'a.pdf' })).status).toBe(200);
    const over = { bytes: Buffer.concat([atLimit, Buffer.from(' ')]), name: 'a.pdf' };
    const res = await upload('document', over);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, data: { code: 'DOCUMENT_TOO_BIG', message: 'Maximum file size is 1 mb' } });
    const fileFirst = await postUpload([
      ['file', over],
      ['type', 'document'],
    ]);
    expect(fileFirst.json.data.message).toBe('Maximum file size is 1 mb');
    const wayOver = await postUpload([
      ['file', { bytes: randomBytes(PHOTO_MAX_BYTES + 10), name: 'a.pdf' }],
      ['type', 'document'],
    ]);
    expect(wayOver.status).toBe(413);
    expect(wayOver.json.data.message).toBe('Maximum file size is 1 mb');
  });
});

describe('GET /files/documents/:name', () => {
  let url: string;
  beforeAll(async () => {
    url = (await upload('document', { bytes: PDF, name: 'id.pdf' })).json.response_data.url;
  });

  it('serves the owner (by query token or bearer header) and any admin', async () => {
    expect((await fetchFile(url, { token: owner.token })).status).toBe(200);
    expect((await fetchFile(url, { bearer: owner.token })).status).toBe(200);
    const asAdmin = await fetchFile(url, { token: adminToken });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.equals(PDF)).toBe(true);
  });

  it('asks for a token without one, and tells another member there is no such file', async () => {
    const anonymous = await fetchFile(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json().success).toBe(false);
    expect((await fetchFile(url, { token: 'mvu_forged' })).status).toBe(401);
    const other = await registerMember(t);
    const stranger = await fetchFile(url, { token: other.token });
    expect(stranger.status).toBe(404);
    const missing = await fetchFile(url.replace(/[0-9a-f]{32}/, '0'.repeat(32)), { token: other.token });
    expect(stranger.json()).toEqual(missing.json());
    expect(stranger.json()).toEqual({ success: false, data: { code: 'FILE_NOT_FOUND', message: 'No such file' } });
  });

  it('is never reachable through the public photos path', async () => {
    const name = url.split('/').pop()!;
    expect((await fetchFile(`/api/files/photos/${name}`)).status).toBe(404);
    expect((await fetchFile(`/api/files/photos/${name.replace('.pdf', '.jpg')}`)).status).toBe(404);
    const image = await upload('document', { bytes: await solid(30, 30).png().toBuffer(), name: 'id.png' });
    const imageName = image.json.response_data.url.split('/').pop();
    expect((await fetchFile(`/api/files/photos/${imageName}`)).status).toBe(404);
  });
});

describe('file names', () => {
  it.each([
    '/api/files/photos/..%2F..%2F..%2Fetc%2Fpasswd',
    '/api/files/photos/..%2Fdocuments%2Fsecret.pdf',
    '/api/files/photos/../documents/x.pdf',
    '/api/files/photos/%2E%2E',
    '/api/files/photos/0123456789abcdef0123456789abcdef.JPG',
    '/api/files/photos/0123456789abcdef0123456789abcdef.jpg.partial',
    '/api/files/photos/0123456789abcdef0123456789abcdef.jpg',
    '/api/files/photos/',
  ])('answers %s with a 404 JSON and nothing else', async (path) => {
    // A path that resolves into the documents asks a stranger to sign in first, and a member
    // who is signed in learns nothing either.
    const res = await fetchFile(path, { bearer: owner.token });
    expect(res.status).toBe(404);
    expect(res.json().success).toBe(false);
    expect(typeof res.json().data.message).toBe('string');
  });

  it('refuses traversal in document names even with a valid token', async () => {
    for (const name of ['..%2F..%2Fdb%2Fpg_control', '..%2Fphotos%2Fx.jpg', 'x.pdf%00.jpg']) {
      expect((await fetchFile(`/api/files/documents/${name}`, { token: adminToken })).status).toBe(404);
    }
  });

  it('recognises SVG by its root element only', () => {
    expect(looksLikeSvg(Buffer.from(SVG))).toBe(true);
    expect(looksLikeSvg(Buffer.from('\uFEFF<svg>'))).toBe(true);
    const doctype =
      '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd" [ <!ENTITY ns "http://www.w3.org/2000/svg"> ]><svg xmlns="&ns;"/>';
    expect(looksLikeSvg(Buffer.from(doctype))).toBe(true);
    expect(looksLikeSvg(Buffer.from('<svgfoo></svgfoo>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('hello <svg></svg>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('<html><svg></svg></html>'))).toBe(false);
  });
});

describe('POST /upload: bad requests', () => {
  const png = () => solid(10, 10).png().toBuffer();

  it('needs a member token; an admin token does not open it', async () => {
    const file = { bytes: await png(), name: 'a.png' };
    const none = await upload('profilePhoto', file, '');
    expect(none.status).toBe(401);
    expect(none.json.success).toBe(false);
    expect((await upload('profilePhoto', file, adminToken)).status).toBe(401);
    expect((await upload('profilePhoto', file, 'mvu_forged')).status).toBe(401);
  });

  it('says what is missing or wrong in the form', async () => {
    const file = { bytes: await png(), name: 'a.png' };
    const noType = await postUpload([['file', file]]);
    expect(noType.status).toBe(400);
    expect(noType.json.data.message).toBe('type is required: profilePhoto or document');
    const badType = await postUpload([
      ['type', 'avatar'],
      ['file', file],
    ]);
    expect(badType.status).toBe(400);
    expect(badType.json.data.message).toBe('type must be profilePhoto or document');
    const noFile = await postUpload([['type', 'profilePhoto']]);
    expect(noFile.status).toBe(400);
    expect(noFile.json.data.message).toBe('Attach the file to upload');
    const empty = await postUpload([
      ['type', 'profilePhoto'],
      ['file', { bytes: Buffer.alloc(0), name: 'a.png' }],
    ]);
    expect(empty.status).toBe(400);
    const twoFiles = await postUpload([
      ['type', 'profilePhoto'],
      ['file', file],
      ['file', file],
    ]);
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.json.data.message).toBe('Send one file at a time');
  });

  it('refuses bodies that are not multipart, or not well-formed, with a 400', async () => {
    const url = `/api/upload?token=${owner.token}`;
    const json = await t.app.inject({ method: 'POST', url, payload: { type: 'profilePhoto', file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().data.message).toMatch(/multipart\/form-data/);
    const binary = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'image/png' }, payload: await png() });
    expect(binary.statusCode).toBe(400);
    expect(binary.json().data.message).toMatch(/multipart\/form-data/);
    const none = await t.app.inject({ method: 'POST', url });
    expect(none.statusCode).toBe(400);
    const noBoundary = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(noBoundary.statusCode).toBe(400);
    const cut = await multipart([
      ['type', 'profilePhoto'],
      ['file', { bytes: await png(), name: 'a.png' }],
    ]);
    const truncated = await t.app.inject({
      method: 'POST',
      url,
      headers: cut.headers,
      payload: cut.payload.subarray(0, cut.payload.length - 60),
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().success).toBe(false);
  });
});

describe('photo details, listings and deletion', () => {
  it('saves the member’s own uploads, keeps the document private, and removes the files with the account', async () => {
    const member = await registerMember(t);
    const photo = await upload('profilePhoto', { bytes: await solid(500, 700).jpeg().toBuffer(), name: 'me.jpg' }, member.token);
    const card = await upload('document', { bytes: PDF, name: 'card.pdf' }, member.token);
    const { url: photoUrl, thumbnail } = photo.json.response_data;
    const documentUrl = card.json.response_data.url;
    expect([photoUrl, thumbnail, documentUrl].every(onDisk)).toBe(true);

    const stranger = await registerMember(t);
    const stolen = await t.call('/user/updateUser', { token: stranger.token, body: { photoDetails: { adharCard: documentUrl } } });
    expect(stolen.status).toBe(400);
    const wrongKind = await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { adharCard: photoUrl } } });
    expect(wrongKind.status).toBe(400);

    // The browser may hand the URL back absolute; what is stored is the canonical path.
    const saved = await t.call('/user/updateUser', {
      token: member.token,
      body: { photoDetails: { profilePhoto: `http://localhost:3000${photoUrl}`, adharCard: documentUrl } },
    });
    expect(saved.status).toBe(200);
    const info = await t.call('/user/info', { token: member.token });
    const blurred = info.json.data.photoDetails.blurred;
    expect(info.json.data.photoDetails).toEqual({ profilePhoto: photoUrl, thumbnail, adharCard: documentUrl, blurred });
    expect(blurred).toMatch(/^\/api\/files\/blurred\/[0-9a-f]{32}\.webp$/);
    expect(onDisk(blurred)).toBe(true);

    const byThumbnail = await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { profilePhoto: thumbnail } } });
    expect(byThumbnail.json.data.photoDetails.profilePhoto).toBe(photoUrl);

    const deleted = await t.call('/user/deleteUserProfile', { token: member.token, body: {} });
    expect(deleted.status).toBe(200);
    expect([photoUrl, thumbnail, documentUrl, blurred].some(onDisk)).toBe(false);
    expect((await fetchFile(photoUrl)).status).toBe(404);
    expect((await fetchFile(documentUrl, { token: adminToken })).status).toBe(404);
  });
});

describe('replacing uploads', () => {
  it('deletes the replaced photo and document once the new ones are saved', async () => {
    const member = await registerMember(t);
    const first = (await upload('profilePhoto', { bytes: await solid(300, 300).jpeg().toBuffer(), name: 'a.jpg' }, member.token)).json
      .response_data;
    const firstCard = (await upload('document', { bytes: PDF, name: 'a.pdf' }, member.token)).json.response_data.url;
    const kept = await t.call('/user/updateUser', {
      token: member.token,
      body: { photoDetails: { profilePhoto: first.url, adharCard: firstCard } },
    });
    const firstBlurred = kept.json.data.photoDetails.blurred;
    expect(onDisk(firstBlurred)).toBe(true);
    const second = (await upload('profilePhoto', { bytes: await solid(200, 200).png().toBuffer(), name: 'b.png' }, member.token)).json
      .response_data;
    const saved = await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { profilePhoto: second.url } } });
    const { blurred } = saved.json.data.photoDetails;
    expect(saved.json.data.photoDetails).toEqual({ profilePhoto: second.url, thumbnail: second.thumbnail, adharCard: firstCard, blurred });
    expect(onDisk(blurred)).toBe(true);
    // The replaced photo's blurred copy goes with it.
    expect([first.url, first.thumbnail, firstBlurred].some(onDisk)).toBe(false);
    expect([second.url, second.thumbnail, firstCard].every(onDisk)).toBe(true);
    const secondCard = (await upload('document', { bytes: PDF, name: 'b.pdf' }, member.token)).json.response_data.url;
    await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { adharCard: secondCard } } });
    expect(onDisk(firstCard)).toBe(false);
    expect(onDisk(secondCard)).toBe(true);
  });
});

describe('storing an upload', () => {
  const log = { warn: () => undefined } as unknown as Parameters<typeof storeUpload>[5];
  const png = () => solid(40, 40).png().toBuffer();

  it('leaves no files behind when the row cannot be written', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mv-store-'));
    try {
      const store = localFileStore(root);
      const nobody = '00000000-0000-4000-8000-000000000000';
      await expect(storeUpload(t.db, store, nobody, 'profilePhoto', await png(), log)).rejects.toMatchObject({ statusCode: 401 });
      expect(readdirSync(join(root, 'photos'))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('removes the files already written when a later one fails, and writes no row', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mv-store-'));
    try {
      const local = localFileStore(root);
      const failing: FileStore = {
        ...local,
        put: (key, body) => (key.endsWith('.webp') ? Promise.reject(new Error('disk full')) : local.put(key, body)),
      };
      const rowsBefore = await t.db.select().from(uploads).where(eq(uploads.userId, owner.id));
      await expect(storeUpload(t.db, failing, owner.id, 'profilePhoto', await png(), log)).rejects.toThrow('disk full');
      expect(readdirSync(join(root, 'photos'))).toEqual([]);
      const rowsAfter = await t.db.select().from(uploads).where(eq(uploads.userId, owner.id));
      expect(rowsAfter.length).toBe(rowsBefore.length);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('OpenAPI', () => {
  it('documents the upload as multipart', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = res.json();
    const form = spec.paths['/api/upload'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(spec.paths['/api/upload'].post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(form.properties).toEqual({
      type: { type: 'string', enum: ['profilePhoto', 'document'] },
      file: { type: 'string', format: 'binary' },
    });
    expect(Object.keys(spec.paths['/api/files/documents/{name}'])).toEqual(['get']);
  });
});

describe('caching', () => {
  it('lets public photos be kept for good, and nothing else', async () => {
    const photo = await upload('profilePhoto', { bytes: await solid(120, 120).jpeg().toBuffer(), name: 'me.jpg', mime: 'image/jpeg' });
    expect(photo.headers['cache-control']).toBe('no-store');
    const served = await fetchFile(photo.json.response_data.url);
    expect(served.headers['cache-control']).toContain('immutable');
    const missing = await fetchFile(photo.json.response_data.url.replace(/[0-9a-f]{32}/, '0'.repeat(32)));
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const document = await upload('document', { bytes: await solid(120, 120).png().toBuffer(), name: 'id.png', mime: 'image/png' });
    const private_ = await fetchFile(document.json.response_data.url, { bearer: owner.token });
    expect(private_.status).toBe(200);
    expect(private_.headers['cache-control']).toContain('no-store');
  });
});
