import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../contract/limits.js';

/** Letters and digits nobody misreads when copying from paper (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

function newRecoveryCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Ten fresh codes, as shown to the admin: `abcde-fghjk`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = newRecoveryCode();
    return `${code.slice(0, LENGTH / 2)}-${code.slice(LENGTH / 2)}`;
  });
}

/** The code as stored and compared: lower case, without the dash or spaces. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}
