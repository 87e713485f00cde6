import { nextAuthenticatorCode } from '../../support/totp.js';

/**
 * The phone in an administrator's pocket: the secret each admin enrolled with (per server, since
 * each spec has its own), and the last code used, which the server will not take twice.
 */
const phones = new Map<string, { secret: string; lastStep: number | null }>();

const keyOf = (server: string, mobile: string) => `${server}|${mobile}`;

export function addToAuthenticator(server: string, mobile: string, secret: string): void {
  phones.set(keyOf(server, mobile), { secret: secret.replace(/\s/g, ''), lastStep: null });
}

/**
 * Forgets every admin enrolled on `server`: a new server there starts with a new database. The
 * files of a worker share this module, and a later file's server may get the port of an earlier
 * one: its admin, not enrolled on the new server, was then asked for a code and refused.
 */
export function forgetAuthenticators(server: string): void {
  for (const key of phones.keys()) if (key.startsWith(`${server}|`)) phones.delete(key);
}

export function hasAuthenticator(server: string, mobile: string): boolean {
  return phones.has(keyOf(server, mobile));
}

/** The code the app shows now, never one already used. */
export async function codeFromAuthenticator(server: string, mobile: string): Promise<string> {
  const phone = phones.get(keyOf(server, mobile));
  if (!phone) throw new Error(`admin ${mobile} never enrolled on ${server}`);
  const { code, step } = await nextAuthenticatorCode(phone.secret, phone.lastStep);
  phone.lastStep = step;
  return code;
}
