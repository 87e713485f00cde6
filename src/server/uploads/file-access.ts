import type { Readable } from 'node:stream';
import type { DbOrTx } from '../db/client.js';
import { notFound } from '../http/errors.js';
import type { FileStore } from '../storage/file-store.js';
import { contentTypeOf, keyOf } from './file-names.js';
import { findDocument, findPhotoOwner } from './repository.js';

export interface ServedFile {
  stream: Readable;
  size: number;
  contentType: string;
}

/** Whoever asks for a document: a member (by id) or any admin. */
export type DocumentViewer = { kind: 'member'; userId: string } | { kind: 'admin' };

/** A stored file of ours under `key`, or the same 404 as for a name that does not exist. */
export async function openFile(files: FileStore, key: string): Promise<ServedFile> {
  const file = await files.get(key);
  if (!file) throw notFound('FILE_NOT_FOUND');
  return { ...file, contentType: contentTypeOf(key) };
}

/** The key of a name asked for in a folder; a malformed name names nothing. */
export function fileKeyOf(folder: 'photos' | 'blurred', name: string): string {
  const key = keyOf(folder, name);
  if (!key) throw notFound('FILE_NOT_FOUND');
  return key;
}

/** A stored photo as the serving route needs it. */
export interface PhotoOwner {
  userId: string;
  /** Its owner shows it only after an accepted interest. */
  private: boolean;
  uploadId: string;
  fileKey: string;
  markKey: string | null;
}

/** Whose photo (or thumbnail) a key is, whether its owner shows it only after an accepted interest, and its marked copy. */
export async function photoOwnerOf(db: DbOrTx, key: string): Promise<PhotoOwner> {
  const row = await findPhotoOwner(db, key);
  if (!row) throw notFound('FILE_NOT_FOUND');
  return {
    userId: row.userId,
    private: row.photoVisibility === 'INTEREST',
    uploadId: row.uploadId,
    fileKey: row.fileKey,
    markKey: row.markKey,
  };
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
