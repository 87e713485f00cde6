import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { z } from 'zod';
import type { BackupStore } from './store.js';

/** A backup's last object: its list of parts. A backup without one did not finish. */
export const MANIFEST = 'manifest.json';
const FORMAT = 'mali-vivah-backup/1';

/** Each backup's name: the product and when it began (UTC), so names sort as time does. */
const BACKUP_NAME = /^mali-vivah-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z$/;

export function backupName(moment: Date): string {
  return `mali-vivah-${moment.toISOString().replace(/:/g, '-')}`;
}

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

/** The database's part of a backup, by the database it is of. */
export const DATABASE_PART = { pglite: 'database.tar.gz', postgres: 'database.pgdump' } as const;
/** Stored files are parts under this folder, by their key. */
export const FILES_FOLDER = 'files/';

const part = z.object({
  name: z.string().min(1),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Part = z.infer<typeof part>;

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.string(),
  /** PGlite's dump of its data directory, or pg_dump's custom format. */
  database: z.enum(['pglite', 'postgres']),
  /** The database first, then every stored file it names; names are relative to the backup. */
  parts: z.array(part).min(1),
  /** Files the database names that the store did not have when the backup was taken. */
  missing: z.array(z.string()),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function newManifest(database: Manifest['database'], createdAt: Date, parts: Part[], missing: string[]): Manifest {
  return { format: FORMAT, createdAt: createdAt.toISOString(), database, parts, missing };
}

/**
 * Passes a stream through while counting its bytes and hashing them; `measured()` answers once it
 * has ended. A failure of the source fails the stream passed on.
 */
function metered(source: Readable): { stream: Readable; measured(): Omit<Part, 'name'> } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  source.once('error', (error) => stream.destroy(error));
  source.pipe(stream);
  let digest: string | undefined;
  return {
    stream,
    measured() {
      digest ??= hash.digest('hex');
      return { size, sha256: digest };
    },
  };
}

/** Writes one part of the backup `backup` and answers what the manifest says of it. */
export async function putPart(store: BackupStore, backup: string, name: string, body: Readable): Promise<Part> {
  const meter = metered(body);
  await store.put(`${backup}/${name}`, meter.stream);
  return { name, ...meter.measured() };
}

/** A backup that cannot be restored as it is: nothing was touched. */
export class BackupRefused extends Error {}

/** The manifest of the backup `backup`, checked for its shape. */
export async function readManifest(store: BackupStore, backup: string): Promise<Manifest> {
  const where = `${store.location}/${backup}`;
  const stream = await store.get(`${backup}/${MANIFEST}`);
  if (!stream) {
    const inside = (await store.list(`${backup}/`)).filter((name) => name.endsWith(`/${MANIFEST}`));
    const held = inside.map((name) => name.split('/').at(-2)!).filter(isBackupName);
    if (held.length > 0) {
      throw new BackupRefused(`${where} holds backups, it is not one: give one of them (the newest is ${where}/${held.sort().at(-1)})`);
    }
    throw new BackupRefused(`${where} has no ${MANIFEST}: it is not a backup, or one whose writing did not finish`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse((await bytesOf(stream)).toString('utf8'));
  } catch {
    throw new BackupRefused(`${where}/${MANIFEST} is damaged: it is not JSON`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new BackupRefused(`${where}/${MANIFEST} is not a manifest this version reads`);
  return result.data;
}

/** Reads the part whole and says what is wrong with it, if anything. */
async function problemOf(store: BackupStore, backup: string, expected: Part): Promise<string | null> {
  const stream = await store.get(`${backup}/${expected.name}`);
  if (!stream) return `${expected.name} is missing`;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  if (size !== expected.size) return `${expected.name} has ${size} bytes instead of ${expected.size}`;
  if (hash.digest('hex') !== expected.sha256) return `${expected.name} does not have the content it was written with (SHA-256 differs)`;
  return null;
}

/**
 * Reads every part the manifest lists and checks its size and SHA-256; a missing or different
 * part refuses the backup, naming what is wrong.
 */
export async function verifyParts(store: BackupStore, backup: string, manifest: Manifest): Promise<void> {
  const problems: string[] = [];
  await eachAtOnce(manifest.parts, 4, async (expected) => {
    const problem = await problemOf(store, backup, expected);
    if (problem) problems.push(problem);
  });
  if (problems.length === 0) return;
  const shown = problems.sort().slice(0, 5).join('; ');
  const more = problems.length > 5 ? ` and ${problems.length - 5} more` : '';
  throw new BackupRefused(`${store.location}/${backup} is damaged or incomplete: ${shown}${more}. Nothing was restored.`);
}

/** Runs `work` on every item, `width` at a time. */
export async function eachAtOnce<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/** The whole of a stream. */
export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A Readable over bytes in memory, without copying them. */
export const readableOf = (bytes: Buffer) => Readable.from([bytes]);
