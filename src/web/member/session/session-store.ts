import { useSyncExternalStore } from 'react';
import type { UserRecord } from '../../../contract/users.js';
import { hasLiveSession, SESSION_ENDED_ELSEWHERE } from '../../lib/api.js';
import { renderScope } from '../../lib/render-scope.js';
import { readString, STORAGE_KEYS, storageChannel, writeString, type StorageKey } from '../../lib/storage.js';
import { memberKeys } from '../api/query-keys.js';
import { profileName } from '../../profile/profile-name.js';

/**
 * What the header and the guards need to know about the signed-in member: whether the browser
 * holds their session cookie, and what SPEC keeps about them in storage.
 */
export interface Session {
  signedIn: boolean;
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

/** Storage written here or in another tab, or the session ended in another tab. */
function subscribe(onChange: () => void): () => void {
  const unsubscribe = channel.subscribe(onChange);
  window.addEventListener(SESSION_ENDED_ELSEWHERE, onChange);
  return () => {
    unsubscribe();
    window.removeEventListener(SESSION_ENDED_ELSEWHERE, onChange);
  };
}

let cachedKey = '';
let cached: Session | null = null;

const SESSION_KEYS = [STORAGE_KEYS.name, STORAGE_KEYS.email, STORAGE_KEYS.photo, STORAGE_KEYS.gender, STORAGE_KEYS.userDetails] as const;

/**
 * The stored fields for the session on the server, drawn from the member's record as the server
 * read it for this page, as `rememberUser` will store them in the browser: both sides' first
 * render see the same session.
 */
function renderedSessionFields(): readonly (string | null)[] | undefined {
  const scope = renderScope();
  if (!scope) return undefined;
  const user = scope.queryClient.getQueryData<UserRecord>(memberKeys.userInfo());
  if (!user) return NO_FIELDS;
  let fields = renderedFields.get(user);
  if (!fields) {
    const stored = storedFieldsOf(user);
    renderedFields.set(user, (fields = SESSION_KEYS.map((key) => stored[key] ?? null)));
  }
  return fields;
}

const NO_FIELDS: readonly (string | null)[] = SESSION_KEYS.map(() => null);

/*
 * On the server, the fields drawn from each record a render read, and the session made of them:
 * every component that asks for the session (the header, the gates, each card's buttons) gets the
 * same one, without writing the member's whole profile out as JSON again for each.
 */
const renderedFields = new WeakMap<UserRecord, (string | null)[]>();
const renderedSessions = new WeakMap<readonly (string | null)[], Session>();

function sessionOf(signedIn: boolean, [name, email, photo, gender, details]: readonly (string | null)[]): Session {
  const hasDetails = Boolean(details && details !== 'null');
  return {
    signedIn,
    name: name ?? null,
    email: email ?? null,
    photo: photo ?? null,
    gender: gender ?? null,
    hasDetails,
    onboarded: signedIn && hasDetails && Boolean(photo),
  };
}

export function readSession(): Session {
  const signedIn = hasLiveSession('user');
  const rendered = renderedSessionFields();
  if (rendered) {
    const known = renderedSessions.get(rendered);
    if (known?.signedIn === signedIn) return known;
    const session = sessionOf(signedIn, rendered);
    renderedSessions.set(rendered, session);
    return session;
  }
  const raw = SESSION_KEYS.map((key) => readString(key));
  const key = JSON.stringify([signedIn, raw]);
  // useSyncExternalStore needs the same object back while nothing changed.
  if (cached && key === cachedKey) return cached;
  cached = sessionOf(signedIn, raw);
  cachedKey = key;
  return cached;
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession, readSession);
}

/** Whether the member is signed in: the browser holds their session cookie, not ended here. */
export function isSignedIn(): boolean {
  return hasLiveSession('user');
}

/** A call that signs in has put the new session into the browser's cookie. */
export function sessionStarted(): void {
  forgetSessionEnded();
  announce();
}

/** Where this tab keeps that the server ended its session. */
const SESSION_ENDED_KEY = 'sessionEnded';

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

/** The fields SPEC keeps in storage about the member, from their record (section 3, storage). */
function storedFieldsOf(user: UserRecord): Partial<Record<(typeof SESSION_KEYS)[number], string | null>> {
  const personal = user.userDetails?.personalDetails;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  // A first photo waiting for review is the member's own to see, and counts as the upload done.
  const photo = user.photoDetails;
  return {
    [STORAGE_KEYS.name]: text(profileName(user)),
    [STORAGE_KEYS.email]: text(user.email),
    [STORAGE_KEYS.gender]: text(personal?.gender),
    [STORAGE_KEYS.photo]: text(photo?.thumbnail) ?? text(photo?.profilePhoto) ?? text(photo?.underReview),
    [STORAGE_KEYS.userDetails]: user.userDetails ? JSON.stringify(user.userDetails) : null,
  };
}

/** Keeps what SPEC stores about the member after reading their record (section 3, storage). */
export function rememberUser(user: UserRecord): void {
  for (const [key, value] of Object.entries(storedFieldsOf(user))) writeString(key as StorageKey, value);
  announce();
}

/** Tells same-tab readers that storage was cleared elsewhere (sign-out). */
export function announceSessionChange(): void {
  announce();
}
