import { SAVED_SEARCHES_MAX } from '../../contract/limits.js';
import type { NewSavedSearch, SavedSearch, SavedSearchList, UpdateSavedSearchBody } from '../../contract/saved-searches.js';
import type { Db, DbOrTx } from '../db/client.js';
import { badRequest, notFound } from '../http/errors.js';
import { assertListingFilters } from '../profiles/service.js';
import { accountGone, requireUser } from '../users/require-user.js';
import * as repository from './repository.js';

/** A saved search as the member reads it. */
function present(row: repository.SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    frequency: row.frequency,
    createdAt: row.createdAt.toISOString(),
    lastMailedAt: row.lastMailedAt?.toISOString() ?? null,
  };
}

export async function savedSearchesOf(db: DbOrTx, userId: string): Promise<SavedSearchList> {
  return { items: (await repository.searchesOf(db, userId)).map(present), max: SAVED_SEARCHES_MAX };
}

/**
 * Saves the listing's filters under a name (the contract has checked them with the listing's own
 * rules). A guna milan filter needs the member's own rashi and nakshatra, as in the listing. The
 * count and the insert hold the member's row, so the limit holds against saves made at once.
 */
export async function saveSearch(db: Db, userId: string, body: NewSavedSearch): Promise<SavedSearch> {
  const filters = body.filters ?? {};
  assertListingFilters(await requireUser(db, userId), filters);
  const row = await db.transaction(async (tx) => {
    const kept = await repository.lockedSearchCount(tx, userId);
    if (kept === undefined) throw accountGone();
    if (kept >= SAVED_SEARCHES_MAX) throw badRequest('SAVED_SEARCHES_FULL');
    return repository.insertSearch(tx, { userId, name: body.name, filters, frequency: body.frequency });
  });
  return present(row);
}

export async function updateSavedSearch(db: DbOrTx, userId: string, id: string, changes: UpdateSavedSearchBody): Promise<SavedSearch> {
  const row = await repository.updateSearch(db, userId, id, changes);
  if (!row) throw notFound('SAVED_SEARCH_NOT_FOUND');
  return present(row);
}

export async function removeSavedSearch(db: DbOrTx, userId: string, id: string): Promise<void> {
  if (!(await repository.deleteSearch(db, userId, id))) throw notFound('SAVED_SEARCH_NOT_FOUND');
}
