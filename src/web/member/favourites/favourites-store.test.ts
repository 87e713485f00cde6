import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../contract/users.js';

// The store talks to the browser's storage and events; an in-memory stand-in is enough here.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}
Object.assign(globalThis, { localStorage: new MemoryStorage(), window: new EventTarget() });
const { addFavourite, removeFavourite } = await import('./favourites-store.js');

const profile = (id: string) =>
  ({ _id: id, id, age: 25, status: 'ACTIVE', photoDetails: null, userDetails: null, createdAt: '' }) as UserRecord;
const stored = () => JSON.parse(localStorage.getItem('fevorite') ?? '[]') as UserRecord[];

describe('favourites in local storage', () => {
  beforeEach(() => localStorage.clear());

  it("keeps profiles under SPEC's key 'fevorite', one per _id", () => {
    expect(addFavourite(profile('a'))).toBe(true);
    expect(addFavourite(profile('b'))).toBe(true);
    expect(addFavourite(profile('a'))).toBe(false);
    expect(stored().map((p) => p._id)).toEqual(['a', 'b']);
  });

  it('removes a profile by its id', () => {
    addFavourite(profile('a'));
    addFavourite(profile('b'));
    removeFavourite('a');
    expect(stored().map((p) => p._id)).toEqual(['b']);
  });

  it('reads a broken or foreign value as an empty list', () => {
    localStorage.setItem('fevorite', '{not json');
    expect(addFavourite(profile('a'))).toBe(true);
    expect(stored()).toHaveLength(1);
  });

  it('reads an object keyed by id as its profiles', () => {
    localStorage.setItem('fevorite', JSON.stringify({ x: profile('x') }));
    expect(addFavourite(profile('x'))).toBe(false);
  });
});
