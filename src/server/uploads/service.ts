import type { DbOrTx } from '../db/client.js';

export async function findOwnedUpload(
  _db: DbOrTx,
  _userId: string,
  _url: string,
): Promise<{ kind: 'photo' | 'document'; url: string; thumbnailUrl?: string } | null> {
  return null;
}
