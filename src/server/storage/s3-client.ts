import type { S3Client } from '@aws-sdk/client-s3';
import { parseS3Url, s3Location, type Config } from '../config.js';

/**
 * How long a call to the store may take before it counts as unreachable. A member waiting on an
 * upload or a page of photos hears "try again" within seconds, not after the SDK's minutes:
 *
 * - connecting: 2 s (an address nothing answers at, a firewall that drops the packets);
 * - the answer's headers: 5 s from the start of the call, sending the body included (a store
 *   that took the connection and went quiet); the bytes that follow may take longer;
 * - silence on a connection while a file streams to a slow browser: 30 s;
 * - one retry (two attempts): a refused connection fails at once, an unreachable address in about
 *   4 s, a silent store in about 10 s.
 */
const S3_TIMEOUTS = { connectionTimeout: 2_000, requestTimeout: 5_000, socketTimeout: 30_000, maxAttempts: 2 } as const;

/** The S3 SDK's commands and client, as `s3Sdk` loads them. */
export type S3Sdk = typeof import('@aws-sdk/client-s3');

let sdk: Promise<S3Sdk> | undefined;

/**
 * The SDK, imported the first time a bucket is used, not with the server: a server whose files
 * and backups stay on its own disks (the default) never loads it, some 20 MB of memory it would
 * hold for nothing (docs/decisions/0052-server-from-its-build.md).
 */
function s3Sdk(): Promise<S3Sdk> {
  sdk ??= import('@aws-sdk/client-s3');
  return sdk;
}

export interface S3Target {
  /** The SDK and the client, made the first time they are asked for (`s3Sdk`). */
  connect: () => Promise<{ s3: S3Sdk; client: S3Client }>;
  bucket: string;
  /** Put before every key: `''`, or the address's path with a trailing slash (`uploads/`). */
  prefix: string;
}

/** What the client is built from: the S3_* variables. */
type S3Settings = Pick<Config, 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>;

/**
 * A client for any s3:// address of this configuration (the uploads' STORAGE_URL, a backup's
 * destination), its bucket and key prefix. Without S3_ENDPOINT it talks to AWS S3 in S3_REGION;
 * with it, to that address (R2, MinIO, any S3-compatible store), the bucket in the path unless
 * S3_FORCE_PATH_STYLE is off. Without keys the SDK finds its own (AWS_* variables, a profile, the
 * machine's role). `requestTimeout` replaces the 5 s an answer's headers may take: a backup's
 * multipart upload sends parts of megabytes each, which a slow link takes longer to send.
 */
export function s3TargetFor(config: S3Settings, url: string, options: { requestTimeout?: number } = {}): S3Target {
  const location = parseS3Url(url);
  if (!location) throw new Error(`${url}: not an s3://bucket/prefix address`);
  const settings: ConstructorParameters<typeof S3Client>[0] = {
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
    maxAttempts: S3_TIMEOUTS.maxAttempts,
    requestHandler: {
      connectionTimeout: S3_TIMEOUTS.connectionTimeout,
      requestTimeout: options.requestTimeout ?? S3_TIMEOUTS.requestTimeout,
      throwOnRequestTimeout: true,
      socketTimeout: S3_TIMEOUTS.socketTimeout,
    },
    // Checksums only where the API requires them: the SDK's default CRC32 headers are refused by
    // some S3-compatible stores. Every write carries its Content-MD5 instead (s3-file-store.ts).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  let connected: Promise<{ s3: S3Sdk; client: S3Client }> | undefined;
  return {
    connect: () => (connected ??= s3Sdk().then((s3) => ({ s3, client: new s3.S3Client(settings) }))),
    ...location,
  };
}

/** The client for an s3:// STORAGE_URL, and its bucket and key prefix; undefined when files stay on this machine. */
export function s3ClientFor(config: Config): S3Target | undefined {
  return s3Location(config) ? s3TargetFor(config, config.STORAGE_URL!) : undefined;
}
