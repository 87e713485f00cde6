import { eq, inArray } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { jobLocks, passwordResets, sessions, uploads } from '../db/schema.js';
import { localFileStore } from '../storage/file-store.js';
import { keyOfUrl } from '../uploads/file-names.js';
import { takeJobLock } from './job-lock.js';
import { runSweep } from './sweep.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const log = pino({ level: 'silent' });
const sweep = () => runSweep({ db: t.db, files: localFileStore(join(t.dataDir, 'uploads')), log, mailer: t.mailer, config: t.config });

let colour = 0;
/** A different small picture each time. */
async function picture(): Promise<Buffer> {
  colour = (colour + 37) % 255;
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: colour, g: 90, b: 200 } } })
    .png()
    .toBuffer();
}

async function upload(member: Member, type: 'profilePhoto' | 'document'): Promise<string> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', new Blob([new Uint8Array(await picture())], { type: 'image/png' }), 'me.png');
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

const filesIn = (folder: string) => {
  const path = join(t.dataDir, 'uploads', folder);
  return existsSync(path) ? readdirSync(path) : [];
};
const onDisk = (url: string) => existsSync(join(t.dataDir, 'uploads', keyOfUrl(url)!));

describe('storage stays bounded', () => {
  it('keeps only the newest of the photos a member uploads without saving', async () => {
    const member = await registerMember(t);
    const before = filesIn('photos').length;
    const urls: string[] = [];
    for (let i = 0; i < 8; i += 1) urls.push(await upload(member, 'profilePhoto'));
    // The newest photo and its thumbnail: the seven before it are gone, rows and files.
    expect(filesIn('photos').length - before).toBe(2);
    expect(urls.slice(0, -1).some(onDisk)).toBe(false);
    expect(onDisk(urls.at(-1)!)).toBe(true);
    const rows = await t.db.select().from(uploads).where(eq(uploads.userId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('never removes what the profile uses, and leaves the other kind alone', async () => {
    const member = await registerMember(t);
    const saved = await upload(member, 'profilePhoto');
    const document = await upload(member, 'document');
    expect(
      (await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { profilePhoto: saved, adharCard: document } } }))
        .status,
    ).toBe(200);
    for (let i = 0; i < 3; i += 1) await upload(member, 'profilePhoto');
    expect(onDisk(saved)).toBe(true);
    expect(onDisk(document)).toBe(true);
    const rows = await t.db.select().from(uploads).where(eq(uploads.userId, member.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(['document', 'photo', 'photo']);
  });
});

describe('the sweep', () => {
  it('removes abandoned uploads after an hour, and keeps used and fresh ones', async () => {
    const member = await registerMember(t);
    const used = await upload(member, 'profilePhoto');
    await t.call('/user/updateUser', { token: member.token, body: { photoDetails: { profilePhoto: used } } });
    const abandoned = await upload(member, 'document');
    const other = await registerMember(t);
    const fresh = await upload(other, 'profilePhoto');
    await t.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 2 * HOUR) })
      .where(inArray(uploads.userId, [member.id, other.id]));
    await t.db
      .update(uploads)
      .set({ createdAt: new Date() })
      .where(eq(uploads.fileKey, keyOfUrl(fresh)!));

    const result = await sweep();
    expect(result.ran).toBe(true);
    expect(onDisk(abandoned)).toBe(false);
    expect(onDisk(used)).toBe(true);
    expect(onDisk(fresh)).toBe(true);
    const left = await t.db
      .select({ fileKey: uploads.fileKey })
      .from(uploads)
      .where(inArray(uploads.userId, [member.id, other.id]));
    expect(left.map((row) => row.fileKey).sort()).toEqual([keyOfUrl(used)!, keyOfUrl(fresh)!].sort());
  });

  it('removes sessions and reset codes a day after they ended, and keeps live ones', async () => {
    const member = await registerMember(t);
    const live = await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: member.password } });
    const old = new Date(Date.now() - 2 * DAY);
    const [expired] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, member.id)).limit(1);
    await t.db.update(sessions).set({ expiresAt: old }).where(eq(sessions.id, expired!.id));
    await t.call('/user/checkEmail', { body: { email: member.email } });
    await t.db.update(passwordResets).set({ createdAt: old, expiresAt: old }).where(eq(passwordResets.userId, member.id));
    await t.call('/user/checkEmail', { body: { email: member.email } });

    await sweep();
    const remainingSessions = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, member.id));
    expect(remainingSessions.map((row) => row.id)).not.toContain(expired!.id);
    expect(remainingSessions).toHaveLength(1);
    expect((await t.call('/user/info', { token: live.json.data.token })).status).toBe(200);
    const resets = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, member.id));
    expect(resets).toHaveLength(1);
    expect(resets[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('runs on one instance at a time', async () => {
    // Several instances asking for the lock at once: exactly one gets it.
    const takers = await Promise.all([1, 2, 3, 4].map(() => takeJobLock(t.db, 'sweep', 60_000)));
    const holders = takers.filter((release) => release !== null);
    expect(holders).toHaveLength(1);
    // While it is held, a sweep elsewhere does nothing; once released, the next one runs.
    expect((await sweep()).ran).toBe(false);
    await holders[0]!();
    expect((await sweep()).ran).toBe(true);
    const [lock] = await t.db.select().from(jobLocks).where(eq(jobLocks.name, 'sweep'));
    expect(lock!.lockedUntil.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
