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
const { addFavourite, adoptRenderedFavourites, removeFavourite, replaceFavourites } = await import('./favourites-store.js');
const { readFavouriteIds, readFavourites } = await import('./favourites-list.js');
const { queryClient } = await import('../../lib/query-client.js');
const { memberKeys } = await import('../api/query-keys.js');

const profile = (id: string) =>
  ({ _id: id, id, age: 25, status: 'ACTIVE', photoDetails: null, userDetails: null, createdAt: '' }) as UserRecord;
const stored = () => JSON.parse(localStorage.getItem('fevorite') ?? '[]') as UserRecord[];

describe('favourites in local storage', () => {
  beforeEach(() => localStorage.clear());

  it("keeps profiles under SPEC's key 'fevorite', one per _id", () => {
    expect(addFavourite(profile('a'))).toBe(true);
    expect(addFavourite(profile('b'))).toBe(true);
    expect(addFavourite(profile('a'))).toBe(false);
    // Newest first, as the server lists them.
    expect(stored().map((p) => p._id)).toEqual(['b', 'a']);
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

describe("the server's list, taken as the stored one for hydration", () => {
  beforeEach(() => {
    localStorage.clear();
    queryClient.clear();
  });
  const drawWith = (list: UserRecord[]) => queryClient.setQueryData(memberKeys.firstFavourites(), { userData: list });

  it('answers the very array the page was drawn with when both hold the same profiles', () => {
    localStorage.setItem('fevorite', JSON.stringify([profile('a'), profile('b')]));
    const drawn = [profile('a'), profile('b')];
    drawWith(drawn);
    adoptRenderedFavourites();
    expect(readFavourites()).toBe(drawn);
  });

  it('keeps a stored list that differs, in its order or its profiles', () => {
    localStorage.setItem('fevorite', JSON.stringify([profile('b'), profile('a')]));
    drawWith([profile('a'), profile('b')]);
    adoptRenderedFavourites();
    expect(readFavourites().map((p) => p._id)).toEqual(['b', 'a']);
    localStorage.setItem('fevorite', JSON.stringify([profile('a')]));
    adoptRenderedFavourites();
    expect(readFavourites().map((p) => p._id)).toEqual(['a']);
  });

  it('answers the very ids the favourite buttons were drawn from when the stored list holds the same, in order', () => {
    localStorage.setItem('fevorite', JSON.stringify([profile('a'), profile('b')]));
    const drawn = ['a', 'b'];
    queryClient.setQueryData(memberKeys.favouriteIds(), { ids: drawn });
    adoptRenderedFavourites();
    expect(readFavouriteIds()).toBe(drawn);
    // One array for as long as the list is the same; a new one once it changes.
    expect(readFavouriteIds()).toBe(drawn);
    addFavourite(profile('c'));
    expect(readFavouriteIds()).toEqual(['c', 'a', 'b']);
  });

  it('keeps the stored ids when they differ from the drawn ones', () => {
    localStorage.setItem('fevorite', JSON.stringify([profile('b'), profile('a')]));
    const drawn = ['a', 'b'];
    queryClient.setQueryData(memberKeys.favouriteIds(), { ids: drawn });
    adoptRenderedFavourites();
    expect(readFavouriteIds()).not.toBe(drawn);
    expect(readFavouriteIds()).toEqual(['b', 'a']);
  });

  it('reads nothing stored and nothing drawn as one and the same empty list', () => {
    const first = readFavourites();
    localStorage.setItem('fevorite', '[]');
    expect(readFavourites()).toBe(first);
    expect(first).toEqual([]);
  });

  it('announces a change only when the list changed', () => {
    let changes = 0;
    const count = () => changes++;
    window.addEventListener('member-favourites-change', count);
    replaceFavourites([profile('a')]);
    replaceFavourites([profile('a')]);
    replaceFavourites([profile('a'), profile('b')]);
    window.removeEventListener('member-favourites-change', count);
    expect(changes).toBe(2);
  });
});
