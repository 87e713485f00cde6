import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../db/client.js';
import { linkSigningKey } from './app-secret.js';

/**
 * What a signed link may do; a token made for one purpose is refused for every other. A 'photo'
 * link opens one private photo for one viewer (docs/decisions/0016-privacy.md).
 */
export type LinkPurpose = 'unsubscribe' | 'verify-email' | 'photo';

interface Payload {
  /** Purpose. */
  p: LinkPurpose;
  /** Subject, e.g. a member's id, with whatever the purpose needs after a colon. */
  s: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

type LinkSigner = (subject: string, ttlMs: number, now?: number) => string;

/**
 * Signs tokens of one purpose without waiting, once the key is loaded: for answers that sign
 * many links at once (a page of profiles with private photos).
 */
export async function linkSigner(db: DbOrTx, purpose: LinkPurpose): Promise<LinkSigner> {
  const key = await linkSigningKey(db);
  return (subject, ttlMs, now = Date.now()) => {
    const payload: Payload = { p: purpose, s: subject, e: Math.floor((now + ttlMs) / 1000) };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${mac(key, body).toString('base64url')}`;
  };
}

/**
 * A token for a link that works without signing in: the payload in the clear (it holds no
 * secret, only an id), and an HMAC-SHA256 of it with the shared link key.
 */
export async function signLinkToken(db: DbOrTx, purpose: LinkPurpose, subject: string, ttlMs: number, now = Date.now()): Promise<string> {
  return (await linkSigner(db, purpose))(subject, ttlMs, now);
}

/** The subject of a genuine, unexpired token of this purpose, or null. */
export async function verifyLinkToken(db: DbOrTx, purpose: LinkPurpose, token: string, now = Date.now()): Promise<string | null> {
  if (token.length > 1000) return null;
  const [body, signature] = token.split('.');
  if (!body || !signature) return null;
  const expected = mac(await linkSigningKey(db), body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return null;
  }
  if (payload.p !== purpose || typeof payload.s !== 'string' || typeof payload.e !== 'number') return null;
  return payload.e * 1000 > now ? payload.s : null;
}
