import { eq } from 'drizzle-orm';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, truncateSync, unlinkSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPhotoAndDocument,
  approve,
  fetchFile,
  registerMember,
  upload,
  userDetails,
  type Member,
} from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { startS3Server } from '../../../tests/support/s3-server.js';
import { emptyPostgresDatabase } from '../../../tests/support/test-database.js';
import { loadConfig } from '../config.js';
import { openPglite, openPostgres, pgliteDir, type Database } from '../db/client.js';
import { heldFileDeletions, jobLocks, uploads } from '../db/schema.js';
import { restoreCommand } from '../cli/backup-commands.js';
import { localFileStore, readWhole } from '../storage/file-store.js';
import { keysOf } from '../uploads/service.js';
import { keyOfUrl } from '../uploads/file-names.js';
import { holdsNothing } from './repository.js';
import { directoryStore } from './store.js';
import { backupSourceFor, backupStoreFor } from './store-for.js';
import { bytesOf } from './manifest.js';
import { restoreBackup, type RestoreTarget } from './restore.js';
import { takeBackup, type BackupResult } from './take-backup.js';

const onPostgres = process.env.TEST_DB === 'postgres';
const log = pino({ level: 'silent' });
const databasePart = onPostgres ? 'database.pgdump' : 'database.tar.gz';

let t: TestApp;
const folders: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
const folder = (prefix: string) => {
  const path = mkdtempSync(join(tmpdir(), prefix));
  folders.push(path);
  return path;
};

beforeAll(async () => {
  t = await createTestApp({ env: { ANNUAL_FEE_INR: '0' } });
});
afterAll(async () => {
  await t.close();
  for (const cleanup of cleanups) await cleanup();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

/** Somewhere empty to restore into: a new DATA_DIR, and on PostgreSQL a new empty database. */
async function emptyTarget(): Promise<{ dataDir: string; target: RestoreTarget; databaseUrl?: string }> {
  const dataDir = folder('mv-restored-');
  if (!onPostgres) return { dataDir, target: { kind: 'pglite', dataDir } };
  const empty = await emptyPostgresDatabase();
  cleanups.push(() => empty.drop());
  return { dataDir, target: { kind: 'postgres', url: empty.url }, databaseUrl: empty.url };
}

/** The target's database is as a restore found it: nothing in it, and no file in its store. */
async function untouched(place: { dataDir: string; databaseUrl?: string }) {
  expect(existsSync(join(place.dataDir, 'uploads'))).toBe(false);
  if (!place.databaseUrl) return expect(existsSync(pgliteDir(place.dataDir))).toBe(false);
  const database = await openPostgres(place.databaseUrl, 1);
  expect(await holdsNothing(database.db)).toBe(true);
  await database.close();
}

const openRestored = (place: { dataDir: string; databaseUrl?: string }): Promise<Database> =>
  place.databaseUrl ? openPostgres(place.databaseUrl, 4) : openPglite(pgliteDir(place.dataDir));

/** What a member sees of themselves, their interests and their files, as this app serves them. */
async function seenBy(app: TestApp, member: Member) {
  const info = await app.call('/user/info', { token: member.token });
  expect(info.status).toBe(200);
  const interests = await app.call('/user/interests', { token: member.token });
  const details = info.json.data.photoDetails ?? {};
  const files: Record<string, string> = {};
  for (const url of [details.profilePhoto, details.thumbnail, details.blurred, details.adharCard].filter(Boolean) as string[]) {
    const served = await fetchFile(app, `${url}${url.includes('/documents/') ? `?token=${member.token}` : ''}`);
    expect(served.status, url).toBe(200);
    files[url] = served.body.toString('base64');
  }
  return { info: info.json.data, interests: interests.json.data, files };
}

/** A member with a photo and an identity document, approved unless `pending`. */
async function memberWithFiles(firstName: string, gender: 'Male' | 'Female', pending = false): Promise<Member> {
  const member = await registerMember(t, { details: userDetails({ firstName, gender }) });
  await addPhotoAndDocument(t, member);
  if (!pending) await approve(t, member.id);
  return member;
}

let backupDir: string;
let backup: BackupResult;

describe('a backup taken while members write, restored elsewhere', () => {
  it('serves the same members, photos, documents, interests, payments and sign-ins, and holds every file its database names', async () => {
    const [kavya, rahul, sneha, amit, meera] = await Promise.all([
      memberWithFiles('Kavya', 'Female'),
      memberWithFiles('Rahul', 'Male'),
      memberWithFiles('Sneha', 'Female'),
      // Not approved yet: a new photo replaces the old one at once, and the old one's files go.
      memberWithFiles('Amit', 'Male', true),
      memberWithFiles('Meera', 'Female', true),
    ]);
    for (const member of [kavya, rahul, sneha, amit])
      expect((await t.call('/user/makePayment', { token: member.token, body: {} })).status).toBe(200);
    expect((await t.call('/user/interests', { token: rahul.token, body: { userId: kavya.id } })).status).toBe(200);
    expect((await t.call('/user/interests', { token: sneha.token, body: { userId: rahul.id } })).status).toBe(200);
    const cast = [kavya, rahul, sneha, amit];
    const before = new Map<string, Awaited<ReturnType<typeof seenBy>>>();
    for (const member of cast) before.set(member.id, await seenBy(t, member));
    const amitsOldPhoto = keyOfUrl(before.get(amit.id)!.info.photoDetails.profilePhoto)!;
    const snehasFiles = keysOf(await t.db.select().from(uploads).where(eq(uploads.userId, sneha.id)));

    // Meera keeps replacing her photo while the backup is taken: a file written and one deleted each time.
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        const photo = await upload(t, meera, 'profilePhoto');
        expect((await t.call('/user/updateUser', { token: meera.token, body: { photoDetails: { profilePhoto: photo.url } } })).status).toBe(
          200,
        );
        writes += 1;
      }
    })();
    backupDir = folder('mv-backups-');
    backup = await takeBackup({ database: t.database, files: t.files, log }, directoryStore(backupDir), {
      // Between the database's dump and the copy of its files: a replaced photo and a deleted
      // account, whose files the dumped database still names.
      async afterSnapshot() {
        const replaced = await upload(t, amit, 'profilePhoto');
        expect(
          (await t.call('/user/updateUser', { token: amit.token, body: { photoDetails: { profilePhoto: replaced.url } } })).status,
        ).toBe(200);
        expect((await t.call('/user/deleteUserProfile', { token: sneha.token, body: {} })).status).toBe(200);
        // Held back, not deleted: the copy that follows finds them.
        expect(await readWhole(t.files, amitsOldPhoto)).not.toBeNull();
        expect(await readWhole(t.files, snehasFiles[0]!)).not.toBeNull();
      },
    });
    writing = false;
    await writer;
    expect(writes).toBeGreaterThan(0);
    expect(backup.name).toMatch(/^mali-vivah-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z$/);
    expect(backup.missing).toEqual([]);
    expect(backup.files).toBeGreaterThanOrEqual(4 * 4);
    expect(readdirSync(join(backupDir, backup.name)).sort()).toEqual([
      'database.' + (onPostgres ? 'pgdump' : 'tar.gz'),
      'files',
      'manifest.json',
    ]);
    // Once copied, the held files went, and the backup's lock with them.
    expect(await readWhole(t.files, amitsOldPhoto)).toBeNull();
    for (const key of snehasFiles) expect(await readWhole(t.files, key)).toBeNull();
    expect(await t.db.select().from(heldFileDeletions)).toEqual([]);

    const place = await emptyTarget();
    const restored = await restoreBackup(
      backupSourceFor(join(backupDir, backup.name), t.config),
      place.target,
      localFileStore(join(place.dataDir, 'uploads')),
    );
    expect(restored).toMatchObject({ name: backup.name, files: backup.files });
    const r = await createTestApp({ database: await openRestored(place), dataDir: place.dataDir, env: { ANNUAL_FEE_INR: '0' } });
    try {
      // Member by member, as they were when the database was dumped: Amit with his old photo, Sneha not deleted.
      for (const member of cast) {
        const after = await seenBy(r, member);
        expect(after).toEqual(before.get(member.id));
        const signIn = await r.call('/user/login', { body: { mobileNumber: member.mobileNumber, password: member.password } });
        expect(signIn.status).toBe(200);
      }
      // Every file every restored upload names is there, Meera's photo of the moment included.
      const rows = await r.db.select().from(uploads);
      expect(rows.length).toBeGreaterThanOrEqual(8);
      for (const row of rows) {
        for (const key of [row.fileKey, row.thumbKey, row.blurKey].filter((key) => key !== null)) {
          expect(await r.files.get(key), key).not.toBeNull();
        }
      }
      // Nothing is being backed up on the restored database.
      expect(await r.db.select().from(jobLocks)).toEqual([]);
    } finally {
      await r.close();
    }
    restoredPlace = place;
  }, 90_000);
});

let restoredPlace: { dataDir: string; databaseUrl?: string };

/** The configuration a restore into `place` runs with, and `env` besides. */
const configFor = (place: { dataDir: string; databaseUrl?: string }, env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: place.dataDir, LOG_LEVEL: 'silent', ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}), ...env });

describe('npm run restore', () => {
  /** A copy of the backup, damaged by `damage` (given the copy's folder). */
  function damagedCopy(damage: (dir: string) => void): string {
    const copy = join(folder('mv-damaged-'), backup.name);
    cpSync(join(backupDir, backup.name), copy, { recursive: true });
    damage(copy);
    return copy;
  }
  const aPhoto = (dir: string) => {
    const photos = join(dir, 'files', 'photos');
    return join(
      photos,
      readdirSync(photos).find((name) => name.endsWith('.jpg'))!,
    );
  };

  it('refuses a truncated, altered or incomplete backup, saying what is wrong, and touches nothing', async () => {
    const place = await emptyTarget();
    const cases: [string, RegExp][] = [
      [
        damagedCopy((dir) => truncateSync(aPhoto(dir), 100)),
        /damaged or incomplete: files\/photos\/[0-9a-f]+\.jpg has 100 bytes instead of \d+/,
      ],
      [
        damagedCopy((dir) => {
          const path = join(dir, onPostgres ? 'database.pgdump' : 'database.tar.gz');
          const bytes = readFileSync(path);
          const middle = bytes.length >> 1;
          bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
          writeFileSync(path, bytes);
        }),
        /damaged or incomplete: database\.(pgdump|tar\.gz) does not have the content it was written with/,
      ],
      [damagedCopy((dir) => unlinkSync(aPhoto(dir))), /damaged or incomplete: files\/photos\/[0-9a-f]+\.jpg is missing/],
      [
        damagedCopy((dir) => unlinkSync(join(dir, 'manifest.json'))),
        /has no manifest\.json: it is not a backup, or one whose writing did not finish/,
      ],
      [damagedCopy((dir) => writeFileSync(join(dir, 'manifest.json'), '{"format":')), /manifest\.json is damaged/],
    ];
    for (const [copy, message] of cases) {
      await expect(restoreCommand(['--from', copy], configFor(place))).rejects.toThrow(message);
      await untouched(place);
    }
    // A folder of backups is not one.
    await expect(restoreCommand(['--from', backupDir], configFor(place))).rejects.toThrow(
      /holds backups, it is not one: give one of them \(the newest is .*mali-vivah-/,
    );
    await untouched(place);
  });

  it('refuses a target that holds a database unless --force, then replaces it', async () => {
    const from = join(backupDir, backup.name);
    await expect(restoreCommand(['--from', from], configFor(restoredPlace))).rejects.toThrow(
      onPostgres
        ? /is not empty: restore into an empty database, or add --force/
        : /already holds a database: restore into an empty DATA_DIR, or add --force/,
    );
    const line = await restoreCommand(['--from', from, '--force'], configFor(restoredPlace));
    expect(line).toMatch(
      new RegExp(
        `^Restored ${backup.name} \\(taken .*\\) into .*: the database and ${backup.files} files, [\\d.]+ [KM]B, in [\\d.]+ s\\.$`,
      ),
    );
    await expect(restoreCommand([], configFor(restoredPlace))).rejects.toThrow(/--from is required/);
  });
});

describe('a backup in an S3 bucket', () => {
  it('is written private, restored from the bucket like one from a directory, and refused once an object is altered or gone', async () => {
    const s3 = await startS3Server('mali-vivah-backups');
    cleanups.push(() => s3.stop());
    // The uploads stay on this machine: BACKUP_TO alone admits the S3_* variables.
    const env = { ...s3.env, STORAGE_URL: 'file:', BACKUP_TO: `s3://${s3.bucket}/nightly` };
    const priya = await memberWithFiles('Priya', 'Female');
    const before = await seenBy(t, priya);
    const store = backupStoreFor(env.BACKUP_TO, loadConfig(env));
    expect(store.location).toBe(`s3://${s3.bucket}/nightly`);
    const taken = await takeBackup({ database: t.database, files: t.files, log }, store);
    expect(taken.location).toBe(`s3://${s3.bucket}/nightly`);

    // Nobody reads the objects without the keys.
    const names = await store.list(`${taken.name}/`);
    expect(names.length).toBe(taken.files + 2);
    for (const name of [`${taken.name}/manifest.json`, `${taken.name}/${databasePart}`, names.find((n) => n.includes('/files/'))!]) {
      expect(names).toContain(name);
      const anonymous = await fetch(`${s3.endpoint}/${s3.bucket}/nightly/${name}`);
      expect([name, anonymous.status]).toEqual([name, 403]);
    }

    const from = `${env.BACKUP_TO}/${taken.name}`;
    const place = await emptyTarget();
    expect(await restoreCommand(['--from', from], configFor(place, env))).toMatch(
      new RegExp(`^Restored ${taken.name} \\(taken .*\\) into .*: the database and ${taken.files} files`),
    );
    const r = await createTestApp({ database: await openRestored(place), dataDir: place.dataDir, env: { ANNUAL_FEE_INR: '0' } });
    try {
      expect(await seenBy(r, priya)).toEqual(before);
      for (const row of await r.db.select().from(uploads)) {
        for (const key of [row.fileKey, row.thumbKey, row.blurKey].filter((key) => key !== null)) {
          expect(await r.files.get(key), key).not.toBeNull();
        }
      }
    } finally {
      await r.close();
    }

    // One byte of the database changed in the bucket, then a photo gone: refused, the target untouched.
    const damagedPlace = await emptyTarget();
    const dump = await bytesOf((await store.get(`${taken.name}/${databasePart}`))!);
    dump.writeUInt8(dump.readUInt8(dump.length >> 1) ^ 0xff, dump.length >> 1);
    await store.put(`${taken.name}/${databasePart}`, Readable.from([dump]));
    await expect(restoreCommand(['--from', from], configFor(damagedPlace, env))).rejects.toThrow(
      /damaged or incomplete: database\.(pgdump|tar\.gz) does not have the content it was written with/,
    );
    await untouched(damagedPlace);
    await store.delete(names.find((n) => n.includes('/files/photos/'))!);
    await expect(restoreCommand(['--from', from, '--force'], configFor(damagedPlace, env))).rejects.toThrow(
      /damaged or incomplete: database\.\S+ does not have the content .*; files\/photos\/[0-9a-f]+\.jpg is missing/,
    );
    await untouched(damagedPlace);
    // The bucket's folder of backups is not one of them.
    await expect(restoreCommand(['--from', env.BACKUP_TO], configFor(damagedPlace, env))).rejects.toThrow(/holds backups, it is not one/);
  }, 30_000);
});
