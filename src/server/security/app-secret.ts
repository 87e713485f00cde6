import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/client.js';
import { settingOrCreate } from './repository.js';

const SECRET_NAME = 'link-signing-key';
const cache = new WeakMap<object, Promise<Buffer>>();

/**
 * The key that signs links sent by mail (unsubscribe, email verification). Made at random the
 * first time any instance needs it and kept in the database, so every instance on one database
 * signs and checks alike, and a restart does not break links already sent.
 */
export function linkSigningKey(db: DbOrTx): Promise<Buffer> {
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(db);
    // A failed read (database down) is not remembered: the next call tries again.
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}

async function loadOrCreate(db: DbOrTx): Promise<Buffer> {
  const value = await settingOrCreate(db, SECRET_NAME, () => randomBytes(32).toString('base64url'));
  return Buffer.from(value, 'base64url');
}
