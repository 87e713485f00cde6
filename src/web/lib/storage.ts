/**
 * Browser storage keys, as SPEC section 3 names them. The session is no longer kept here but in
 * an httpOnly cookie: `token` and `adminToken` are only read to move an older browser's over.
 */
export const STORAGE_KEYS = {
  token: 'token',
  gender: 'gender',
  name: 'name',
  email: 'email',
  photo: 'photo',
  userDetails: 'userDetails',
  favourites: 'fevorite',
  adminToken: 'adminToken',
  language: 'language',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/*
 * A page drawn on the server has no storage: its reads find nothing and its writes keep nothing,
 * without the ReferenceError (and its stack trace) each would cost there, on every member's page.
 */
const hasStorage = typeof localStorage !== 'undefined';

export function readString(key: StorageKey): string | null {
  if (!hasStorage) return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string | null): void {
  if (!hasStorage) return;
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the app still works for this visit.
  }
}

export function readJson<T>(key: StorageKey, fallback: T): T {
  const raw = readString(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Sign-out clears everything SPEC keeps in storage but the reader's language. */
export function clearStorageKeepingLanguage(): void {
  const language = readString(STORAGE_KEYS.language);
  try {
    localStorage.clear();
  } catch {
    // nothing stored
  }
  if (language) writeString(STORAGE_KEYS.language, language);
}

/**
 * A change signal for something kept in storage, for useSyncExternalStore: other tabs' writes
 * fire 'storage'; this tab's own writes do not, so its stores announce them under `event`.
 */
export function storageChannel(event: string) {
  // Arrow functions, not methods: they are handed around on their own (useSyncExternalStore).
  return {
    announce: (): void => {
      // A page rendered on the server has no window, and no one to tell.
      if (typeof window !== 'undefined') window.dispatchEvent(new Event(event));
    },
    subscribe: (onChange: () => void): (() => void) => {
      window.addEventListener('storage', onChange);
      window.addEventListener(event, onChange);
      return () => {
        window.removeEventListener('storage', onChange);
        window.removeEventListener(event, onChange);
      };
    },
  };
}
