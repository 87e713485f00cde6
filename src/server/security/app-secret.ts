import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/client.js';
import { settingOrCreate } from './repository.js';

const caches = new Map<string, WeakMap<object, Promise<Buffer>>>();

/**
 * A random key made the first time any instance needs it and kept in the database, so every
 * instance on one database signs and checks alike, and a restart invalidates nothing.
 */
function keyNamed(db: DbOrTx, name: string): Promise<Buffer> {
  let cache = caches.get(name);
  if (!cache) {
    cache = new WeakMap();
    caches.set(name, cache);
  }
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(db, name);
    // A failed read (database down) is not remembered: the next call tries again.
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}

async function loadOrCreate(db: DbOrTx, name: string): Promise<Buffer> {
  const value = await settingOrCreate(db, name, () => randomBytes(32).toString('base64url'));
  return Buffer.from(value, 'base64url');
}

/** The key that signs links sent by mail (unsubscribe, email verification) and private photos' links. */
export function linkSigningKey(db: DbOrTx): Promise<Buffer> {
  return keyNamed(db, 'link-signing-key');
}

/**
 * The key behind each cookie session's forgery token (http/session-cookie.ts): its own, so a
 * signed link can never pass for one.
 */
export function csrfKey(db: DbOrTx): Promise<Buffer> {
  return keyNamed(db, 'csrf-key');
}

/**
 * The key of the keyed hash that stands for a registration's address (duplicates/keys.ts): the
 * duplicate check compares addresses without keeping one.
 */
export function addressHashKey(db: DbOrTx): Promise<Buffer> {
  return keyNamed(db, 'address-hash-key');
}
