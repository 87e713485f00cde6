import { basename, dirname, resolve } from 'node:path';
import { isAddress, parseS3Url, resolveDestination, type Config } from '../config.js';
import { s3TargetFor } from '../storage/s3-client.js';
import { s3BackupStore } from './s3-store.js';
import { directoryStore, type BackupStore } from './store.js';

const S3_LIKE = /^s3:\/\//i;

/**
 * How long the answer to one call to a bucket of backups may take: a part of a multipart upload
 * carries megabytes, which a slow link takes longer to send than the uploads' 5 s allow.
 */
const BACKUP_REQUEST_TIMEOUT = 120_000;

/** The store a destination names: a directory, or `s3://bucket/prefix` reached with the S3_* variables. */
export function backupStoreFor(destination: string, config: Config): BackupStore {
  if (S3_LIKE.test(destination)) {
    return s3BackupStore(s3TargetFor(config, destination, { requestTimeout: BACKUP_REQUEST_TIMEOUT }));
  }
  if (isAddress(destination)) throw new Error(`${destination}: a backup destination is a directory or s3://bucket/prefix`);
  return directoryStore(resolve(destination));
}

/** One backup as `--from` names it: the store holding it and its name there. */
export function backupSourceFor(from: string, config: Config): { store: BackupStore; name: string } {
  if (S3_LIKE.test(from)) {
    const location = parseS3Url(from);
    const prefix = location?.prefix.slice(0, -1);
    if (!location || !prefix) throw new Error(`${from}: give one backup, such as s3://bucket/prefix/mali-vivah-2026-05-01T20-30-00.000Z`);
    const cut = prefix.lastIndexOf('/');
    const folder = cut < 0 ? `s3://${location.bucket}` : `s3://${location.bucket}/${prefix.slice(0, cut)}`;
    return { store: backupStoreFor(folder, config), name: prefix.slice(cut + 1) };
  }
  const path = resolveDestination(from).replace(/\/+$/, '');
  return { store: backupStoreFor(dirname(path), config), name: basename(path) };
}
