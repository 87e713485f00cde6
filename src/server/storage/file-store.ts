import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Local disk now; an S3-compatible store is another implementation
 * of this interface, so moving files off the machine is an addition, not a rewrite.
 */
export interface FileStore {
  put(key: string, body: Buffer): Promise<void>;
  /** The file as a stream with its size, or null when it does not exist. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
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

export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid file key: ${key}`);
    return normalize(join(root, key));
  };
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
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
