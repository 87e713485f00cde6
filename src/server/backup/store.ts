import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where backups are written and read: named objects, each name a path of `/`-separated parts
 * (`mali-vivah-2026-05-01T20-30-00.000Z/files/photos/ab12.jpg`): a directory here, or a bucket
 * and key prefix (s3-store.ts).
 */
export interface BackupStore {
  /** Where it is, for messages: a directory, or `s3://bucket/prefix`. */
  readonly location: string;
  /** Writes the object whole, or not at all: a reader never sees half of it. */
  put(name: string, body: Readable): Promise<void>;
  /** The object's bytes, or null when there is none of that name. */
  get(name: string): Promise<Readable | null>;
  /** Every object whose name starts with `prefix`, in no particular order. */
  list(prefix: string): Promise<string[]>;
  delete(name: string): Promise<void>;
}

/** Names are relative paths of plain parts: nothing may climb out of the store. */
export function checkedName(name: string): string {
  const parts = name.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\')) || name.endsWith(PARTIAL)) {
    throw new Error(`invalid object name in a backup: ${name}`);
  }
  return name;
}

/** What an object is written as until it is whole. */
const PARTIAL = '.partial';

/** Files under `dir`, as paths relative to it joined with `/`; none when it does not exist. */
async function filesUnder(dir: string, relative: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
    throw error;
  }
  const names = await Promise.all(
    entries.map(async (entry) => {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(join(dir, entry.name), name);
      return entry.isFile() && !entry.name.endsWith(PARTIAL) ? [name] : [];
    }),
  );
  return names.flat();
}

/** Backups as files under a directory on this machine (or a disk mounted on it). */
export function directoryStore(directory: string): BackupStore {
  const root = resolve(directory);
  const pathOf = (name: string) => join(root, ...checkedName(name).split('/'));
  return {
    location: root,
    async put(name, body) {
      const path = pathOf(name);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}${PARTIAL}`;
      try {
        await pipeline(body, createWriteStream(partial, { mode: 0o600 }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(name) {
      try {
        const handle = await open(pathOf(name), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    async list(prefix) {
      // Walk only the deepest folder the prefix names in full.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const start = folder ? pathOf(folder) : root;
      const names = await filesUnder(start, folder);
      return names.filter((name) => name.startsWith(prefix));
    },
    async delete(name) {
      const path = pathOf(name);
      await rm(path, { force: true });
      // Folders the deletion left empty go too, up to the store's own.
      for (let dir = dirname(path); dir.startsWith(`${root}${sep}`); dir = dirname(dir)) {
        try {
          await rmdir(dir);
        } catch {
          break;
        }
      }
    },
  };
}
