import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live: the data directory's `uploads` folder (below), or a bucket of an
 * S3-compatible store (s3-file-store.ts); `fileStoreFor` (file-store-for.ts) picks by STORAGE_URL.
 * A store that cannot be reached throws StoreUnavailableError (answered 503 STORAGE_UNAVAILABLE),
 * never null for it.
 */
export interface FileStore {
  put(key: string, body: Buffer): Promise<void>;
  /** The file as a stream with its size, or null when it does not exist. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The file's size in bytes without reading it, or null when it does not exist. */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
}

/** The store could not be reached or refused the call: the request is answered 503 STORAGE_UNAVAILABLE (http/error-handler.ts). */
export class StoreUnavailableError extends Error {
  constructor(operation: string, options?: ErrorOptions) {
    super(`the file store could not ${operation} the file`, options);
    this.name = 'StoreUnavailableError';
  }
}

/** A stored file's whole content, or null when it does not exist. */
export async function readWhole(files: FileStore, key: string): Promise<Buffer | null> {
  const file = await files.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const KEY = /^[a-z]+\/[A-Za-z0-9_-]+(\.[a-z0-9]+)+$/;

/** Whether a key is one of ours (a folder and a file name, nothing that could climb out of either). */
export const isFileKey = (key: string) => KEY.test(key);

/** The key itself, or a programming error for anything that is not a key of ours. */
export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid file key: ${key}`);
  return key;
}

export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => normalize(join(root, checkedKey(key)));
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.partial`;
      await writeFile(temporary, body, { mode: 0o600 });
      await rename(temporary, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        return { stream: createReadStream(path), size: info.size };
      } catch {
        return null;
      }
    },
    async size(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
