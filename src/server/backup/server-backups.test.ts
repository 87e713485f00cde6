import { eq } from 'drizzle-orm';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
import { createMetrics } from '../metrics/metrics.js';
import { readWhole } from '../storage/file-store.js';
import { keysOf } from '../uploads/service.js';
import { askServerForBackup, startBackupControl } from './control.js';
import { backupScheduler, dueSlot } from './schedule.js';
import { directoryStore } from './store.js';
import { backupStoreFor } from './store-for.js';
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

const india = (moment: string) => new Date(`${moment}+05:30`);

describe('the backup schedule', () => {
  it('finds the latest time already past in India, else yesterday’s last', () => {
    const times = ['02:00', '14:30'];
    expect(dueSlot(times, india('2026-03-10T01:59'))).toBe('2026-03-09T14:30+05:30');
    expect(dueSlot(times, india('2026-03-10T02:00'))).toBe('2026-03-10T02:00+05:30');
    expect(dueSlot(times, india('2026-03-10T14:29'))).toBe('2026-03-10T02:00+05:30');
    expect(dueSlot(times, india('2026-03-10T23:59'))).toBe('2026-03-10T14:30+05:30');
    // 20:30 UTC is already the next day in India.
    expect(dueSlot(['02:00'], new Date('2026-03-10T20:29:00Z'))).toBe('2026-03-10T02:00+05:30');
    expect(dueSlot(['02:00'], new Date('2026-03-10T20:30:00Z'))).toBe('2026-03-11T02:00+05:30');
  });

  it('takes each slot once across two instances and one started later, keeps BACKUP_KEEP, and counts them in /metrics', async () => {
    const dir = folder('mv-scheduled-');
    // An old backup that never finished, and something that is not a backup.
    const unfinished = join(dir, 'mali-vivah-2020-01-01T00-00-00.000Z');
    mkdirSync(join(unfinished, 'files', 'photos'), { recursive: true });
    writeFileSync(join(unfinished, 'database.tar.gz'), 'half');
    writeFileSync(join(unfinished, 'files', 'photos', `${'0'.repeat(32)}.jpg`), 'half');
    writeFileSync(join(dir, 'notes.txt'), 'kept');
    const plan = { times: ['02:00', '14:00'], store: directoryStore(dir), keep: 1 };
    const otherMetrics = createMetrics();
    const first = backupScheduler({ database: t.database, files: t.files, log, metrics: t.metrics }, plan);
    const second = backupScheduler({ database: other, files: t.files, log, metrics: otherMetrics }, plan);

    // Both find 02:00 due at once: one takes it; the other finds it being taken, and taken when it looks again.
    const looks = await Promise.all([first(india('2026-03-10T03:00')), second(india('2026-03-10T03:00'))]);
    expect([...looks].sort()).toContainEqual('done');
    const [done] = readdirSync(dir).filter((name) => name.startsWith('mali-vivah-2026'));
    expect(done).toBeDefined();
    expect(await first(india('2026-03-10T03:01'))).toMatch(/^(seen|taken)$/);
    expect(await second(india('2026-03-10T03:01'))).toMatch(/^(seen|taken)$/);
    // An instance started later the same day does not take it again.
    const later = backupScheduler({ database: other, files: t.files, log }, plan);
    expect(await later(india('2026-03-10T13:00'))).toBe('taken');
    expect(readdirSync(dir).filter((name) => name.startsWith('mali-vivah-2026'))).toEqual([done]);

    // 14:00: a second backup, and with BACKUP_KEEP=1 the first goes, with the unfinished one before it.
    expect(await later(india('2026-03-10T14:05'))).toBe('done');
    const left = readdirSync(dir).sort();
    expect(left, left.join()).toHaveLength(2);
    expect(left[1]).toBe('notes.txt');
    expect(left[0]! > done!).toBe(true);
    expect(existsSync(join(dir, left[0]!, 'manifest.json'))).toBe(true);

    const scraped = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    const otherScrape = await otherMetrics.scrape();
    const count = (text: string, outcome: string) =>
      Number(new RegExp(`^mali_vivah_backup_runs_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)![1]);
    expect(count(scraped.body, 'done') + count(otherScrape, 'done')).toBe(1);
    expect(count(scraped.body, 'skipped') + count(otherScrape, 'skipped')).toBe(1);
    expect(count(scraped.body, 'failed')).toBe(0);
    const durations = (text: string) => Number(/^mali_vivah_backup_duration_seconds_count (\d+)$/m.exec(text)![1]);
    expect(durations(scraped.body) + durations(otherScrape)).toBe(1);
    const scrapes = [scraped.body, otherScrape].filter((text) => count(text, 'done') === 1);
    expect(scrapes[0]).toMatch(/^mali_vivah_backup_last_size_bytes \d{4,}$/m);
  }, 60_000);
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
        : await startBackupControl(t.dataDir, (to) =>
            takeBackup({ database: t.database, files: t.files, log, metrics: t.metrics }, backupStoreFor(to, t.config)),
          );
      try {
        const line = await backupCommand(['--to', dir], config);
        expect(line).toMatch(
          new RegExp(
            `^Backup written${onPostgres ? '' : ' by the running server'}: ${dir}/mali-vivah-\\S+\\n[\\d.]+ [KM]B \\(the database [\\d.]+ [KM]B, \\d+ files\\) in [\\d.]+ s\\.$`,
          ),
        );
        expect(readdirSync(dir)).toHaveLength(1);
        await expect(backupCommand(['--to', 'https://example.org/backups'], config)).rejects.toThrow(
          /a backup destination is a directory or s3:\/\/bucket\/prefix/,
        );
        await expect(backupCommand(['--to', 's3://Not_A_Bucket/x'], config)).rejects.toThrow(/not an s3:\/\/bucket\/prefix address/);
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
    // Every file the upload made; the copies made on request (smaller, portrait) may not exist.
    for (const key of keys.filter((key) => !/\.[wp]\d+\.webp$/.test(key))) expect(await readWhole(t.files, key), key).not.toBeNull();
    // The sweep leaves them while a backup is being taken.
    expect(await deleteLeftoverHeldFiles({ db: t.db, files: t.files, log })).toBe(0);
    await lock.release();
    expect(await deleteLeftoverHeldFiles({ db: t.db, files: t.files, log })).toBe(keys.length);
    for (const key of keys) expect(await readWhole(t.files, key)).toBeNull();
    expect(await t.db.select().from(heldFileDeletions)).toEqual([]);
  });
});
