import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account: it checks the key's name and takes any signature made with it. */
const KEY = 'S3RVER';

export interface S3Server {
  /** The variables that point the app at the bucket, under the key prefix `uploads/`. */
  env: Record<string, string>;
  /** Where the store listens, such as http://127.0.0.1:41234. */
  endpoint: string;
  bucket: string;
  /** The keys the bucket holds under the prefix, without it, listed through the S3 API. */
  keys(): Promise<string[]>;
  /** Stops answering (every connection refused) until `comeBack`; what the bucket holds stays. */
  goDown(): Promise<void>;
  comeBack(): Promise<void>;
  stop(): Promise<void>;
}

const ACCESS_DENIED = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';

/**
 * A throwaway S3-compatible store on a free loopback port, its bucket in a temporary directory.
 *
 * s3rver serves any object to anyone; a bucket of AWS, R2 or MinIO is private unless made public.
 * So, as those stores do, a request without a signature is refused (403 AccessDenied) unless its
 * object was written with a public ACL (`x-amz-acl: public-read`, a read grant to AllUsers): a
 * test's anonymous GET then fails only if the app keeps its objects private.
 */
export async function startS3Server(bucket = 'mali-vivah-test'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'mv-s3-'));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const serve = s3rver.callback();
  const publicObjects = new Set<string>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://store');
    const signed =
      request.headers.authorization !== undefined || url.searchParams.has('X-Amz-Algorithm') || url.searchParams.has('Signature');
    const object = decodeURIComponent(url.pathname);
    if (signed && request.method === 'PUT' && !url.search) {
      const acl = String(request.headers['x-amz-acl'] ?? '');
      const grant = String(request.headers['x-amz-grant-read'] ?? '');
      if (acl.startsWith('public-') || grant.includes('AllUsers')) publicObjects.add(object);
      else publicObjects.delete(object);
    }
    if (!signed && !publicObjects.has(object)) {
      response.writeHead(403, { 'content-type': 'application/xml' }).end(ACCESS_DENIED);
      return;
    }
    serve(request, response);
  });
  // A free port the first time; the same one when it comes back.
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen();
  const endpoint = `http://127.0.0.1:${port}`;
  const prefix = 'uploads/';
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    env: {
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
    },
    endpoint,
    bucket,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key!.slice(prefix.length)).sort();
    },
    goDown: close,
    comeBack: listen,
    async stop() {
      client.destroy();
      if (server.listening) await close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
