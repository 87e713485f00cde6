import { join } from 'node:path';
import type { Config } from '../config.js';
import { localFileStore, type FileStore } from './file-store.js';
import { s3ClientFor } from './s3-client.js';
import { s3FileStore, type StoreLog } from './s3-file-store.js';

/** The configured file store: the bucket of an s3:// STORAGE_URL, else the data directory's `uploads` folder. */
export function fileStoreFor(config: Config, log?: StoreLog): FileStore {
  const target = s3ClientFor(config);
  return target ? s3FileStore(target, log) : localFileStore(localUploadsDir(config));
}

/** Where uploads live on this machine without a bucket, and where `storage:migrate` takes them from. */
export const localUploadsDir = (config: Pick<Config, 'DATA_DIR'>) => join(config.DATA_DIR, 'uploads');
