import { listingCacheCounts, type ListingCacheCounts } from '../../src/server/profiles/listing-cache.js';
import { approvedMember, olderCopies, signInAdmin, userDetails, type Member } from './factories.js';
import type { TestApp } from './test-app.js';

/** The people of the listing cache's tests: an administrator, two men who view, and the women they see. */
export interface ListingCast {
  admin: string;
  rahul: Member;
  vikram: Member;
  /** The women approved through the API, newest last: the top of the men's first page. */
  women: Member[];
}

/**
 * Makes the cast: `older.count` women written straight into the table, a year and more older than
 * everyone else (`olderCopies`, with the test file's own `older.prefix`), then one approved woman
 * of each of `newest`'s names, the last the newest. `afterEach` runs after each of them is approved,
 * for a member a test wants registered between two of them.
 */
export async function listingCast(
  t: TestApp,
  older: { count: number; prefix: string },
  newest: string[],
  afterEach?: (name: string) => Promise<void>,
): Promise<ListingCast> {
  const admin = await signInAdmin(t);
  const rahul = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Rahul' }));
  const vikram = await approvedMember(t, userDetails({ gender: 'Male', firstName: 'Vikram' }));
  const template = await approvedMember(t, userDetails({ gender: 'Female', firstName: 'Older', lastName: 'Kale' }));
  await olderCopies(t, template.id, older.count, older.prefix);
  const women: Member[] = [];
  for (const name of newest) {
    women.push(await approvedMember(t, userDetails({ gender: 'Female', firstName: name, lastName: 'Patil' })));
    await afterEach?.(name);
  }
  return { admin, rahul, vikram, women };
}

/** The listing cache's counts once every announcement so far has reached it: a page kept through a write is not read again. */
export async function cacheCounts(t: TestApp): Promise<ListingCacheCounts> {
  await t.database.changes.caughtUp();
  return { ...listingCacheCounts(t.db) };
}
