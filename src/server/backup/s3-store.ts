import type { Readable } from 'node:stream';
import type { S3Target } from '../storage/s3-client.js';
import { checkedName, type BackupStore } from './store.js';

/**
 * The SDK's answer for an object the bucket does not hold: NoSuchKey, or a bare 404 (a HEAD-like
 * answer without a body). A missing bucket is a 404 too, but a fault to report, not an absent object.
 */
function isMissing(error: unknown): boolean {
  const e = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  return e.name === 'NoSuchKey' || (e.name !== 'NoSuchBucket' && e.$metadata?.httpStatusCode === 404);
}

/**
 * Backups as objects in a bucket of an S3-compatible store, under a key prefix. Each object is
 * streamed up in parts (a multipart upload: a database dump may be larger than a single request
 * should carry) and appears only once complete; a failed upload is aborted, its parts removed.
 * Objects are written with no ACL, so they are as private as the bucket. The bytes are checked on
 * restore against the manifest's SHA-256 of each part, whatever the store did to them.
 */
export function s3BackupStore({ connect, bucket, prefix }: S3Target): BackupStore {
  const keyOf = (name: string) => prefix + checkedName(name);
  return {
    location: prefix ? `s3://${bucket}/${prefix.slice(0, -1)}` : `s3://${bucket}`,
    async put(name, body) {
      // The SDK's uploads in parts, loaded with the first backup sent to a bucket (as `s3Sdk`).
      const [{ Upload }, { client }] = await Promise.all([import('@aws-sdk/lib-storage'), connect()]);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: keyOf(name), Body: body, ContentType: 'application/octet-stream' },
        // Parts of 8 MB, two at a time: the memory a backup takes stays small whatever its size.
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      // A dump that stops is the cause to report, not what aborting its upload then says.
      let failure: unknown;
      body.once('error', (error) => (failure = error));
      try {
        await upload.done();
      } catch (error) {
        throw failure ?? error;
      }
    },
    async get(name) {
      const { s3, client } = await connect();
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async list(start) {
      const { s3, client } = await connect();
      const names: string[] = [];
      for await (const page of s3.paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix + start })) {
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(prefix.length));
      }
      return names;
    },
    async delete(name) {
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },
  };
}
