import type { Readable } from 'node:stream';
import type { DbOrTx } from '../db/client.js';
import { notFound } from '../http/errors.js';
import type { FileStore } from '../storage/file-store.js';
import { contentTypeOf, keyOf } from './file-names.js';
import { findDocument } from './repository.js';

export interface ServedFile {
  stream: Readable;
  size: number;
  contentType: string;
}

/** Whoever asks for a document: a member (by id) or any admin. */
export type DocumentViewer = { kind: 'member'; userId: string } | { kind: 'admin' };

/** Photos are public to whoever holds their unguessable name. */
export async function openPhoto(files: FileStore, name: string): Promise<ServedFile> {
  const key = keyOf('photos', name);
  const file = key && (await files.get(key));
  if (!file) throw notFound('FILE_NOT_FOUND');
  return { ...file, contentType: contentTypeOf(key) };
}

/** A malformed document name is refused before any token is looked at: it names nothing. */
export function documentKeyOf(name: string): string {
  const key = keyOf('documents', name);
  if (!key) throw notFound('FILE_NOT_FOUND');
  return key;
}

/**
 * Identity documents are for their owner and for admins. Anyone else is told there is no such
 * file, exactly as for a name that does not exist, so existence is not given away either.
 */
export async function openDocument(db: DbOrTx, files: FileStore, key: string, viewer: DocumentViewer): Promise<ServedFile> {
  const row = await findDocument(db, key);
  if (!row || (viewer.kind === 'member' && viewer.userId !== row.userId)) throw notFound('FILE_NOT_FOUND');
  const file = await files.get(key);
  if (!file) throw notFound('FILE_NOT_FOUND');
  return { ...file, contentType: row.contentType };
}
