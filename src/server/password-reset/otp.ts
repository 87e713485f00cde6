import { randomInt } from 'node:crypto';
import { OTP_DIGITS } from '../../contract/limits.js';

/** A code from 10^(n-1) up, so it keeps all its digits even when a client sends it as a number. */
export function newOtp(digits: number = OTP_DIGITS): string {
  return String(randomInt(10 ** (digits - 1), 10 ** digits));
}
