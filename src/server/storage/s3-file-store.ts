import type { S3Client } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { checkedKey, StoreUnavailableError, type FileStore } from './file-store.js';
import type { S3Sdk, S3Target } from './s3-client.js';

/** Where the store's failures are told: the server's log. */
export interface StoreLog {
  warn(details: object, message: string): void;
}

/** What a log may keep of the SDK's error: its name (NoSuchBucket, TimeoutError, ...), code and status. */
function summary(error: unknown) {
  const e = error as { name?: unknown; code?: unknown; $metadata?: { httpStatusCode?: unknown } };
  return {
    fault: typeof e.name === 'string' ? e.name : 'Error',
    code: typeof e.code === 'string' ? e.code : undefined,
    status: typeof e.$metadata?.httpStatusCode === 'number' ? e.$metadata.httpStatusCode : undefined,
  };
}

/**
 * The SDK's answer for a key the bucket does not hold. A GET's says so in its body (NoSuchKey); a
 * 404 without it is some other server at the endpoint, and counts as the store failing. A HEAD has
 * no body: its 404 is all there is (NotFound).
 */
const noSuchKey = (error: unknown) => (error as { name?: unknown }).name === 'NoSuchKey';
const notFound = (error: unknown) => noSuchKey(error) || (error as { name?: unknown }).name === 'NotFound';

/**
 * Uploads in a bucket of an S3-compatible store, each under the prefix and its own key. Objects
 * are written with no ACL, so they are as private as the bucket: nobody reads them but this
 * server, which serves them through its own routes and their checks (no signed links to the
 * bucket are ever handed out). Every write carries its Content-MD5, so the store refuses bytes
 * that arrive damaged.
 *
 * A store that cannot be reached, refuses the keys or fails in any other way throws
 * StoreUnavailableError (a 503 STORAGE_UNAVAILABLE), and the cause goes to the log; nothing else
 * in the product waits on it.
 */
export function s3FileStore({ connect, bucket, prefix }: S3Target, log?: StoreLog): FileStore {
  /** Runs one call on the object of `key`; a key that is not one of ours is a fault of the caller, not the store's. */
  async function attempt<T>(
    operation: string,
    key: string,
    work: (name: string, s3: S3Sdk, client: S3Client) => Promise<T>,
    missing?: { when: (error: unknown) => boolean; answer: T },
  ): Promise<T> {
    const name = prefix + checkedKey(key);
    try {
      const { s3, client } = await connect();
      return await work(name, s3, client);
    } catch (error) {
      if (missing?.when(error)) return missing.answer;
      log?.warn({ ...summary(error), operation, key }, 'the file store failed');
      throw new StoreUnavailableError(operation, { cause: error });
    }
  }
  return {
    put: (key, body) =>
      attempt('write', key, async (name, s3, client) => {
        await client.send(
          new s3.PutObjectCommand({
            Bucket: bucket,
            Key: name,
            Body: body,
            ContentLength: body.length,
            ContentMD5: createHash('md5').update(body).digest('base64'),
            ContentType: 'application/octet-stream',
          }),
        );
      }),
    get: (key) =>
      attempt(
        'read',
        key,
        async (name, s3, client) => {
          const answer = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: name }));
          return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
        },
        { when: noSuchKey, answer: null },
      ),
    size: (key) =>
      attempt(
        'look up',
        key,
        async (name, s3, client) => (await client.send(new s3.HeadObjectCommand({ Bucket: bucket, Key: name }))).ContentLength ?? 0,
        { when: notFound, answer: null },
      ),
    delete: (key) =>
      attempt('delete', key, async (name, s3, client) => {
        await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: name }));
      }),
  };
}
