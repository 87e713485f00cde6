import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../../tests/support/s3-server.js';
import { loadConfig } from '../config.js';
import { bytesOf } from './manifest.js';
import { backupStoreFor } from './store-for.js';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server('mali-vivah-parts');
});
afterAll(() => s3.stop());

describe('a bucket of backups', () => {
  it('takes an object larger than one part in several, and keeps none of one whose stream failed', async () => {
    const store = backupStoreFor(`s3://${s3.bucket}/b`, loadConfig({ ...s3.env, STORAGE_URL: '', BACKUP_TO: `s3://${s3.bucket}/b` }));
    // 11 MB: a part of 8 MB and one of 3.
    const big = randomBytes(11 * 1024 * 1024);
    await store.put('one/database.pgdump', Readable.from([big.subarray(0, 5_000_000), big.subarray(5_000_000)]));
    const back = await bytesOf((await store.get('one/database.pgdump'))!);
    expect(createHash('sha256').update(back).digest('hex')).toBe(createHash('sha256').update(big).digest('hex'));

    async function* failing() {
      yield big.subarray(0, 9 * 1024 * 1024);
      throw new Error('the dump stopped');
    }
    await expect(store.put('one/files/photos/a.jpg', Readable.from(failing()))).rejects.toThrow(/the dump stopped/);
    expect(await store.get('one/files/photos/a.jpg')).toBeNull();
    expect(await store.list('one/')).toEqual(['one/database.pgdump']);
    await store.delete('one/database.pgdump');
    expect(await store.list('')).toEqual([]);
  });
});
