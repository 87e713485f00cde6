import type { DbOrTx } from '../db/client.js';
import type { VersionedRow } from '../users/repository.js';

/**
 * The member's own row as this server last read or saved it for them, with its version
 * (docs/decisions/0068-profile-save-over-the-row-last-read.md). A profile save is written over it
 * on the condition that the row is still that version, so the read before the write is only made
 * when another write came in between (an approval, a photo, another server's save): a copy here
 * can make a save cheaper, never different.
 */
interface Kept extends VersionedRow {
  at: number;
}

/** Members kept per database: a few KB each, the oldest let go first. */
const MOST = 2_000;
/** Long enough for a profile's form to be filled in after it was opened. */
const KEPT_MS = 30 * 60_000;

const byDb = new WeakMap<DbOrTx, Map<string, Kept>>();

function keptOn(db: DbOrTx): Map<string, Kept> {
  let kept = byDb.get(db);
  if (!kept) {
    kept = new Map();
    byDb.set(db, kept);
  }
  return kept;
}

/** Keeps `read` as the member's row last read or written by this server. */
export function keepRow(db: DbOrTx, read: VersionedRow, now = Date.now()): void {
  const kept = keptOn(db);
  kept.delete(read.row.id);
  kept.set(read.row.id, { ...read, at: now });
  if (kept.size > MOST) kept.delete(kept.keys().next().value!);
}

/** The member's row as last kept, unless kept too long ago. */
export function keptRow(db: DbOrTx, userId: string, now = Date.now()): VersionedRow | undefined {
  const kept = keptOn(db);
  const found = kept.get(userId);
  if (!found) return undefined;
  if (now - found.at > KEPT_MS) {
    kept.delete(userId);
    return undefined;
  }
  return { row: found.row, version: found.version };
}
