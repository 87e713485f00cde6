import { eq } from 'drizzle-orm';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhotoAndDocument, registerMember } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { backupCommand } from '../cli/backup-commands.js';
import { loadConfig } from '../config.js';
import { openPostgres, type Database } from '../db/client.js';
import { heldFileDeletions, uploads } from '../db/schema.js';
import { readWhole } from '../storage/file-store.js';
import { keysOf } from '../uploads/service.js';
import { askServerForBackup, startBackupControl } from './control.js';
import { backupStoreFor, directoryStore } from './store.js';
import { deleteLeftoverHeldFiles, takeBackup, takeBackupLock } from './take-backup.js';

const onPostgres = process.env.TEST_DB === 'postgres';
const log = pino({ level: 'silent' });

let t: TestApp;
/** A second instance's connection to the same database (PostgreSQL); PGlite has one process, so the same one. */
let other: Database;
const folders: string[] = [];
const folder = (prefix: string) => {
  const path = mkdtempSync(join(tmpdir(), prefix));
  folders.push(path);
  return path;
};

beforeAll(async () => {
  t = await createTestApp();
  other = onPostgres ? await openPostgres(t.database.url!, 2) : t.database;
  const member = await registerMember(t);
  await addPhotoAndDocument(t, member);
});
afterAll(async () => {
  if (other !== t.database) await other.close();
  await t.close();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it(
    onPostgres
      ? 'takes the backup itself with pg_dump, beside the running server'
      : 'asks the running server, over loopback, with the token only the data directory holds',
    async () => {
      const dir = folder('mv-requested-');
      const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...(onPostgres ? { DATABASE_URL: t.database.url! } : {}) });
      const stop = onPostgres
        ? async () => {}
        : await startBackupControl(t.dataDir, (to) => takeBackup({ database: t.database, files: t.files, log }, backupStoreFor(to)));
      try {
        const line = await backupCommand(['--to', dir], config);
        expect(line).toMatch(
          new RegExp(
            `^Backup written${onPostgres ? '' : ' by the running server'}: ${dir}/mali-vivah-\\S+\\n[\\d.]+ [KM]B \\(the database [\\d.]+ [KM]B, \\d+ files\\) in [\\d.]+ s\\.$`,
          ),
        );
        expect(readdirSync(dir)).toHaveLength(1);
        await expect(backupCommand(['--to', 's3://bucket/backups'], config)).rejects.toThrow(/s3:\/\/ destinations are not supported yet/);
        await expect(backupCommand([], config)).rejects.toThrow(/--to is required/);
      } finally {
        await stop();
      }
      // Stopped, the server no longer answers, and its file is gone.
      expect(await askServerForBackup(t.dataDir, dir)).toBeNull();
    },
  );
});

describe('deletions held back by a backup', () => {
  it('wait while a backup holds its lock, and go with the sweep once a backup that stopped lets it run out', async () => {
    const member = await registerMember(t);
    await addPhotoAndDocument(t, member);
    const keys = keysOf(await t.db.select().from(uploads).where(eq(uploads.userId, member.id)));
    const lock = (await takeBackupLock(t.db))!;
    expect(await takeBackupLock(other.db)).toBeNull();
    await expect(takeBackup({ database: other, files: t.files, log }, directoryStore(folder('mv-busy-')))).rejects.toThrow(
      /another backup is being taken/,
    );
    expect((await t.call('/user/deleteUserProfile', { token: member.token, body: {} })).status).toBe(200);
    for (const key of keys.filter((key) => !/\.w\d+\.webp$/.test(key))) expect(await readWhole(t.files, key), key).not.toBeNull();
    // The sweep leaves them while a backup is being taken.
    expect(await deleteLeftoverHeldFiles({ db: t.db, files: t.files, log })).toBe(0);
    await lock.release();
    expect(await deleteLeftoverHeldFiles({ db: t.db, files: t.files, log })).toBe(keys.length);
    for (const key of keys) expect(await readWhole(t.files, key)).toBeNull();
    expect(await t.db.select().from(heldFileDeletions)).toEqual([]);
  });
});
