import { createHash, randomBytes } from 'node:crypto';

export type TokenKind = 'user' | 'admin';

/** The prefix tells a reader which kind a token is; the database row is what decides. */
const PREFIX: Record<TokenKind, string> = { user: 'mvu_', admin: 'mva_' };

/** 256 random bits behind a prefix that names what the secret opens (a session, a reset, a return). */
export function randomToken(prefix: string): string {
  return prefix + randomBytes(32).toString('base64url');
}

export function newToken(kind: TokenKind): string {
  return randomToken(PREFIX[kind]);
}

/** Tokens carry 256 random bits, so a fast hash is enough to make a stolen table useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
