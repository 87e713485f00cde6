import { useSyncExternalStore } from 'react';
import type { UserRecord } from '../../../contract/users.js';
import { SESSION_ENDED_KEY } from '../../lib/static-input.js';
import { readString, STORAGE_KEYS, storageChannel, writeJson, writeString } from '../../lib/storage.js';
import { profileName } from '../../profile/profile-name.js';

/** What the header and the guards need to know about the signed-in member, read from storage. */
export interface Session {
  token: string | null;
  name: string | null;
  email: string | null;
  photo: string | null;
  gender: string | null;
  hasDetails: boolean;
  /** Profile form and photo upload both done: the full header and the listing open. */
  onboarded: boolean;
}

const channel = storageChannel('member-session-change');
const announce = channel.announce;

let cachedKey = '';
let cached: Session | null = null;

export function readSession(): Session {
  const raw = [
    STORAGE_KEYS.token,
    STORAGE_KEYS.name,
    STORAGE_KEYS.email,
    STORAGE_KEYS.photo,
    STORAGE_KEYS.gender,
    STORAGE_KEYS.userDetails,
  ].map((key) => readString(key));
  const key = JSON.stringify(raw);
  // useSyncExternalStore needs the same object back while nothing changed.
  if (cached && key === cachedKey) return cached;
  const [token, name, email, photo, gender, details] = raw;
  const hasDetails = Boolean(details && details !== 'null');
  cached = {
    token: token ?? null,
    name: name ?? null,
    email: email ?? null,
    photo: photo ?? null,
    gender: gender ?? null,
    hasDetails,
    onboarded: Boolean(token) && hasDetails && Boolean(photo),
  };
  cachedKey = key;
  return cached;
}

export function useSession(): Session {
  return useSyncExternalStore(channel.subscribe, readSession, readSession);
}

export function hasToken(): boolean {
  return Boolean(readString(STORAGE_KEYS.token));
}

export function storeToken(token: string): void {
  writeString(STORAGE_KEYS.token, token);
  forgetSessionEnded();
  announce();
}

/*
 * "The server ended your session" is kept in this tab's session storage rather than in the
 * navigation, because more than one page may send the member to sign in as the session goes (a
 * guard seeing the token gone, a layout remounting). It holds until a new session starts.
 */

export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // Private mode: sign-in simply will not say why.
  }
}

/** Whether sign-in should say that the server ended the session. */
export function sessionEndedByServer(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_KEY) === '1';
  } catch {
    return false;
  }
}

function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // nothing kept
  }
}

/** Keeps what SPEC stores about the member after reading their record (section 3, storage). */
export function rememberUser(user: UserRecord): void {
  const personal = user.userDetails?.personalDetails;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  writeString(STORAGE_KEYS.name, text(profileName(user)));
  writeString(STORAGE_KEYS.email, text(user.email));
  writeString(STORAGE_KEYS.gender, text(personal?.gender));
  // A first photo waiting for review is the member's own to see, and counts as the upload done.
  const photo = user.photoDetails;
  writeString(STORAGE_KEYS.photo, text(photo?.thumbnail) ?? text(photo?.profilePhoto) ?? text(photo?.underReview));
  if (user.userDetails) writeJson(STORAGE_KEYS.userDetails, user.userDetails);
  else writeString(STORAGE_KEYS.userDetails, null);
  announce();
}

/** Tells same-tab readers that storage was cleared elsewhere (sign-out). */
export function announceSessionChange(): void {
  announce();
}
