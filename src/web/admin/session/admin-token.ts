import { readString, STORAGE_KEYS, writeString } from '../../lib/storage.js';

/** The admin's token lives apart from the member's (SPEC section 3), so one never stands in for the other. */
export function readAdminToken(): string | null {
  return readString(STORAGE_KEYS.adminToken);
}

export function hasAdminToken(): boolean {
  return Boolean(readAdminToken());
}

export function storeAdminToken(token: string): void {
  writeString(STORAGE_KEYS.adminToken, token);
}

export function clearAdminToken(): void {
  writeString(STORAGE_KEYS.adminToken, null);
}
