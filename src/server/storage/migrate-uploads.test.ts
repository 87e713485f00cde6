import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../../tests/support/run-command.js';
import { startS3Server, type S3Server } from '../../../tests/support/s3-server.js';
import { loadConfig } from '../config.js';
import { fileStoreFor } from './file-store-for.js';
import { localFileStore, readWhole, type FileStore } from './file-store.js';
import { migrateUploads } from './migrate-uploads.js';

let s3: S3Server;
const dirs: string[] = [];

/** The bucket's store under a prefix of its own, so each test starts from an empty one. */
const bucketAt = (prefix: string) => fileStoreFor(loadConfig({ ...s3.env, STORAGE_URL: `s3://${s3.bucket}/${prefix}` }));

/**
 * A data directory whose uploads folder holds `count` files across the three folders, each of its
 * own size, an unfinished write (`.partial`) and a stray file, as a server leaves them.
 */
async function dataDirWith(count: number): Promise<{ dataDir: string; root: string; files: Map<string, Buffer> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mv-migrate-'));
  dirs.push(dataDir);
  const root = join(dataDir, 'uploads');
  const local = localFileStore(root);
  const folders = ['photos', 'documents', 'blurred'];
  const extensions = ['jpg', 'pdf', 'webp'];
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const key = `${folders[i % 3]}/${randomBytes(16).toString('hex')}.${extensions[i % 3]}`;
    files.set(key, randomBytes(200 + i * 37));
    await local.put(key, files.get(key)!);
  }
  writeFileSync(join(root, 'photos', `${randomBytes(16).toString('hex')}.jpg.partial`), 'half a photo');
  mkdirSync(join(root, 'notes'), { recursive: true });
  writeFileSync(join(root, 'notes', 'README'), 'not an upload');
  return { dataDir, root, files };
}

async function expectHeld(store: FileStore, files: Map<string, Buffer>) {
  for (const [key, bytes] of files) expect([key, (await readWhole(store, key))?.equals(bytes)]).toEqual([key, true]);
}

// Files go from a folder to a bucket and no database is opened: the tests run once, in the PGlite project.
describe('moving DATA_DIR/uploads into the bucket', () => {
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('copies every upload, keeps the local copies, and a second run has nothing to do', async () => {
    const { root, files } = await dataDirWith(5);
    const bucket = bucketAt('all');
    const first = await migrateUploads(root, bucket, { deleteLocal: false });
    expect(first).toEqual({ copied: 5, alreadyThere: 0, removedLocal: 0, leftAlone: 2, unverified: [] });
    await expectHeld(bucket, files);
    for (const key of files.keys()) expect(existsSync(join(root, key))).toBe(true);
    expect(await migrateUploads(root, bucket, { deleteLocal: false })).toEqual({
      copied: 0,
      alreadyThere: 5,
      removedLocal: 0,
      leftAlone: 2,
      unverified: [],
    });
  });

  it('stopped half-way, finishes on the next run, and writes again a copy that is not whole', async () => {
    const { root, files } = await dataDirWith(9);
    const bucket = bucketAt('half');
    const stop = new AbortController();
    let done = 0;
    const onFile = () => {
      done += 1;
      if (done === 2) stop.abort();
    };
    const first = await migrateUploads(root, bucket, { deleteLocal: true, signal: stop.signal, onFile });
    expect(first.stoppedBy).toBe('asked to stop');
    expect(first.copied).toBeGreaterThanOrEqual(2);
    expect(first.copied).toBeLessThan(files.size);
    expect(first.removedLocal).toBe(first.copied);
    // One of the files not reached yet is in the bucket cut short, as a copy interrupted another way might be.
    const [cut] = [...files.keys()].filter((key) => existsSync(join(root, key)));
    await bucket.put(cut!, files.get(cut!)!.subarray(0, 10));

    const second = await migrateUploads(root, bucket, { deleteLocal: true });
    expect(second).toMatchObject({
      copied: files.size - first.copied,
      alreadyThere: 0,
      removedLocal: files.size - first.copied,
      unverified: [],
    });
    expect(second.stoppedBy).toBeUndefined();
    await expectHeld(bucket, files);
    for (const key of files.keys()) expect(existsSync(join(root, key))).toBe(false);
  });

  it('removes a local copy only once the bucket holds the whole file, and nothing when the store is down', async () => {
    const { root, files } = await dataDirWith(4);
    const bucket = bucketAt('checked');
    const [doubtful] = [...files.keys()];
    // A store that answers a size short by a byte for one file: that copy is never confirmed.
    const misreporting: FileStore = { ...bucket, size: async (key) => ((await bucket.size(key)) ?? 1) - (key === doubtful ? 1 : 0) };

    await s3.goDown();
    let down;
    try {
      down = await migrateUploads(root, bucket, { deleteLocal: true });
    } finally {
      await s3.comeBack();
    }
    expect(down).toMatchObject({ copied: 0, removedLocal: 0 });
    expect(down.stoppedBy).toMatch(/: the file store could not look up the file$/);
    for (const key of files.keys()) expect(existsSync(join(root, key))).toBe(true);

    const report = await migrateUploads(root, misreporting, { deleteLocal: true });
    expect(report).toMatchObject({ copied: 3, removedLocal: 3, unverified: [doubtful] });
    expect([...files.keys()].filter((key) => existsSync(join(root, key)))).toEqual([doubtful]);
    expect(await migrateUploads(root, bucket, { deleteLocal: true })).toMatchObject({ copied: 0, alreadyThere: 1, removedLocal: 1 });
    await expectHeld(bucket, files);
  });

  it('runs as npm run storage:migrate, says what it did, and needs a bucket to copy into', async () => {
    const { dataDir, root, files } = await dataDirWith(3);
    const env = { ...s3.env, STORAGE_URL: `s3://${s3.bucket}/cli`, DATA_DIR: dataDir };
    const run = await runCommand('storage-migrate', [], env);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')).toEqual([
      `copied to s3://${s3.bucket}/cli/: 3`,
      'already there at the same size: 0',
      'local copies removed: 0 (all kept; --delete-local removes each once its copy is confirmed)',
      'not uploads, left alone: 2',
    ]);
    await expectHeld(bucketAt('cli'), files);
    for (const key of files.keys()) expect(existsSync(join(root, key))).toBe(true);

    const local = await runCommand('storage-migrate', ['--delete-local'], { DATA_DIR: dataDir, STORAGE_URL: '' });
    expect(local.code).toBe(1);
    expect(local.stderr).toBe('STORAGE_URL must name the bucket to copy the uploads into: s3://bucket/prefix');
  }, 60_000);
});
