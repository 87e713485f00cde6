import { eq, inArray } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS } from '../../contract/photo-sizes.js';
import { registerMember, upload as uploadFile, type Member } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { accessRecords, jobLocks, passwordResets, sessions, uploads } from '../db/schema.js';
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
const sweep = () => runSweep({ db: t.db, files: t.files, log, mailer: t.mailer, config: t.config });

async function upload(member: Member, type: 'profilePhoto' | 'document'): Promise<string> {
  return (await uploadFile(t, member, type)).url;
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
    // The newest photo, its thumbnail and the thumbnail's smaller copies: the seven before it are gone, rows and files.
    expect(filesIn('photos').length - before).toBe(2 + PHOTO_WIDTHS.length);
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

  it('removes sign-in records past ACCESS_LOG_RETENTION_DAYS, and keeps the fresh ones', async () => {
    const member = await registerMember(t);
    await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: member.password } });
    await t.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: member.password } });
    const rows = await t.db.select({ id: accessRecords.id }).from(accessRecords).where(eq(accessRecords.userId, member.id));
    expect(rows).toHaveLength(3);
    const [expired, edge, fresh] = rows.map((row) => row.id);
    await t.db
      .update(accessRecords)
      .set({ createdAt: new Date(Date.now() - 366 * DAY) })
      .where(eq(accessRecords.id, expired!));
    await t.db
      .update(accessRecords)
      .set({ createdAt: new Date(Date.now() - 364 * DAY) })
      .where(eq(accessRecords.id, edge!));

    const result = await sweep();
    expect(result.ran && result.removed['old sign-in records']).toBeGreaterThanOrEqual(1);
    const left = await t.db.select({ id: accessRecords.id }).from(accessRecords).where(eq(accessRecords.userId, member.id));
    expect(left.map((row) => row.id).sort()).toEqual([edge!, fresh!].sort());

    // A shorter retention, as configured, takes the older one too.
    await runSweep({
      db: t.db,
      files: t.files,
      log,
      mailer: t.mailer,
      config: { ...t.config, ACCESS_LOG_RETENTION_DAYS: 30 },
    });
    const kept = await t.db.select({ id: accessRecords.id }).from(accessRecords).where(eq(accessRecords.userId, member.id));
    expect(kept.map((row) => row.id)).toEqual([fresh!]);
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
