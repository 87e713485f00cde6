import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (memory-hard; about a dozen milliseconds here). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing account is not told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hash('not-a-real-password-for-timing');
  await verifyPassword(await dummy, password);
}
