import { createHash, createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { MOBILE_DIGITS } from '../../contract/limits.js';

/** The name as compared: Unicode-folded, lower case, punctuation and runs of spaces as one space. */
function foldName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** `name|yyyy-mm-dd`, or null without both. */
export function nameBirthKey(fullName: string | null, dateOfBirth: string | null): string | null {
  const name = fullName ? foldName(fullName) : '';
  return name && dateOfBirth ? `${name}|${dateOfBirth}` : null;
}

/** A stored number as the profile's contract keeps it (MOBILE_DIGITS digits, as text), else null. */
const mobileKey = (value: unknown): string | null =>
  typeof value === 'string' && value.length === MOBILE_DIGITS && /^\d+$/.test(value) ? value : null;

/** The father's and mother's mobile numbers, without repeats; null when neither is given. */
export function parentMobilesKey(familyDetails: unknown): string[] | null {
  const family = (familyDetails ?? {}) as Record<string, unknown>;
  const numbers = [mobileKey(family.fatherMobileNumber), mobileKey(family.motherMobileNumber)].filter((n): n is string => n !== null);
  return numbers.length > 0 ? [...new Set(numbers)].sort() : null;
}

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The eight groups of an IPv6 address, written out in full. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.padStart(4, '0'));
}

/**
 * What stands for the place a registration came from: an IPv4 address as it is (an IPv4 mapped
 * into IPv6 too), an IPv6 address by its /64, which one household or phone is handed whole.
 */
export function addressNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${ipv6Groups(address.toLowerCase().split('%')[0]!).slice(0, 4).join(':')}::/64`;
}

/** The keyed hash kept instead of the address: equal for one network, meaningless without the key. */
export function addressHash(key: Buffer, address: string): string {
  return createHmac('sha256', key).update(addressNetwork(address)).digest('hex');
}
