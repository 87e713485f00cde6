import { createHash, randomBytes } from 'node:crypto';

export type TokenKind = 'user' | 'admin';

/** The prefix tells a reader which kind a token is; the database row is what decides. */
const PREFIX: Record<TokenKind, string> = { user: 'mvu_', admin: 'mva_' };

export function newToken(kind: TokenKind): string {
  return PREFIX[kind] + randomBytes(32).toString('base64url');
}

/** Tokens carry 256 random bits, so a fast hash is enough to make a stolen table useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
