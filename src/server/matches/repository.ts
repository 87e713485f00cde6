import { and, desc, eq, gt, gte, isNotNull, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { todayInIndia, yearsBefore } from '../../contract/dates.js';
import { type PreferenceKey, type StoredPreferences } from '../../contract/preference-keys.js';
import type { Db, DbOrTx } from '../db/client.js';
import { containsPattern, containsPatternOf } from '../db/like.js';
import { users } from '../db/schema.js';
import type { SubscriptionTerms } from '../payments/subscription.js';
import { codeOf, MATCH_COLUMN_KEYS, PREFERENCE_BITS, type MatchColumns } from '../users/match-columns.js';
import {
  CASTES,
  DIETS,
  EDUCATION_LEVELS,
  HEIGHTS,
  MAHARASHTRA_DISTRICTS,
  MARRIAGE_STATUSES,
  SUB_CASTES,
} from '../../contract/reference/index.js';
import { cityKey } from '../../contract/match-score.js';
import { shownToMembers } from '../profiles/visibility.js';

/**
 * How far the matches view looks (docs/decisions/0042-matches-view.md), so that a viewer's matches
 * cost the same at a thousand members and at a million, however few of them pass.
 */
interface MatchBounds {
  /** The newest listed profiles of the gender shown that are looked among: index entries read at most. */
  scan: number;
  /** Of those, the newest that pass the filters and every must-have both ways, ranked (30 pages). */
  window: number;
}

const MATCH_BOUNDS: MatchBounds = { scan: 20_000, window: 300 };

/** The viewer as the matches view reads them: their preferences, and their facts as their columns say. */
export interface MatchViewer {
  id: string;
  preferences: StoredPreferences;
  /** Age today, from the date of birth. */
  age: number | null;
  income: number | null;
  columns: Pick<
    MatchColumns,
    'heightRank' | 'marriageCode' | 'educationRank' | 'casteCode' | 'subCasteCode' | 'districtCode' | 'cityKey' | 'dietCode' | 'manglikCode'
  >;
}

/** The listing's own filters, as the matches view applies them too. */
export interface MatchFilters {
  gender?: string;
  name?: string;
  age?: { min: number; max: number };
  income?: { min: number; max: number };
  verifiedOnly?: boolean;
  moonSigns?: number[];
}

export interface RankedMatch {
  id: string;
  score: number;
}

const int = (value: number) => sql`${value}::int`;
const bigintValue = (value: number) => sql`${value}::bigint`;
const smallints = (values: number[]) => sql`${`{${values.join(',')}}`}::smallint[]`;

/**
 * Whether a profile meets one of the viewer's preferences, as a condition on its columns (null
 * where the profile does not say, which counts as not met).
 */
function meetsViewer(key: PreferenceKey, preferences: StoredPreferences, today: string): SQL | undefined {
  switch (key) {
    case 'age': {
      const { min, max } = preferences.age!;
      return and(
        min === undefined ? undefined : lte(users.dateOfBirth, yearsBefore(today, min)),
        max === undefined ? undefined : gt(users.dateOfBirth, yearsBefore(today, max + 1)),
        isNotNull(users.dateOfBirth),
      );
    }
    case 'height': {
      const min = codeOf(HEIGHTS, preferences.height!.min);
      const max = codeOf(HEIGHTS, preferences.height!.max);
      return and(
        isNotNull(users.heightRank),
        min === null ? undefined : gte(users.heightRank, min),
        max === null ? undefined : lte(users.heightRank, max),
      );
    }
    case 'education':
      return gte(users.educationRank, codeOf(EDUCATION_LEVELS, preferences.education!.min) ?? 0);
    case 'income':
      return gte(users.income, preferences.income!.min ?? 0);
    case 'marriageStatus':
      return anyOfCodes(users.marriageCode, MARRIAGE_STATUSES, preferences.marriageStatus!.anyOf);
    case 'caste':
      return anyOfCodes(users.casteCode, CASTES, preferences.caste!.anyOf);
    case 'subCaste':
      return anyOfCodes(users.subCasteCode, SUB_CASTES, preferences.subCaste!.anyOf);
    case 'diet':
      return anyOfCodes(users.dietCode, DIETS, preferences.diet!.anyOf);
    case 'place': {
      const { districts = [], cities = [] } = preferences.place!;
      const codes = districts.map((district) => codeOf(MAHARASHTRA_DISTRICTS, district)).filter((code) => code !== null);
      const keys = cities.map(cityKey);
      return sql`(${codes.length > 0 ? sql`${users.districtCode} = any(${smallints(codes)})` : sql`false`} or ${
        keys.length > 0
          ? sql`${users.cityKey} = any(${`{${keys.map((key) => `"${key.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[])`
          : sql`false`
      })`;
    }
    case 'manglik':
      return eq(users.manglikCode, preferences.manglik!.value === 'yes' ? 1 : 0);
  }
}

function anyOfCodes(column: AnyColumn, list: readonly string[], values: readonly string[] | undefined): SQL {
  const codes = (values ?? []).map((value) => codeOf(list, value)).filter((code) => code !== null);
  return codes.length > 0 ? sql`${column} = any(${smallints(codes)})` : sql`false`;
}

/** Whether the viewer meets the profile's preference `key`, as a condition on the profile's wish columns (false when the viewer does not say). */
function meetsProfile(key: PreferenceKey, viewer: MatchViewer): SQL {
  const facts = viewer.columns;
  const bit = (code: number | null, mask: SQL, wide = false) =>
    code === null ? sql`false` : sql`coalesce((${mask} & ${wide ? bigintValue(2 ** code) : int(2 ** code)}) <> 0, false)`;
  switch (key) {
    case 'age':
      return viewer.age === null
        ? sql`false`
        : sql`(${int(viewer.age)} between coalesce(${users.wishAgeMin}, 0) and coalesce(${users.wishAgeMax}, 999))`;
    case 'height':
      return facts.heightRank === null
        ? sql`false`
        : sql`(${int(facts.heightRank)} between coalesce(${users.wishHeightMin}, 0) and coalesce(${users.wishHeightMax}, 999))`;
    case 'education':
      return facts.educationRank === null ? sql`false` : sql`coalesce(${int(facts.educationRank)} >= ${users.wishEducation}, false)`;
    case 'income':
      return viewer.income === null ? sql`false` : sql`coalesce(${bigintValue(viewer.income)} >= ${users.wishIncome}, false)`;
    case 'marriageStatus':
      return bit(facts.marriageCode, sql`${users.wishMarriage}`);
    case 'caste':
      return bit(facts.casteCode, sql`${users.wishCaste}`);
    case 'subCaste':
      return bit(facts.subCasteCode, sql`${users.wishSubCaste}`, true);
    case 'diet':
      return bit(facts.dietCode, sql`${users.wishDiet}`);
    case 'place':
      return sql`(${bit(facts.districtCode, sql`${users.wishDistricts}`, true)} or ${
        facts.cityKey === null ? sql`false` : sql`coalesce(${facts.cityKey} = any(${users.wishCities}), false)`
      })`;
    case 'manglik':
      return facts.manglikCode === null ? sql`false` : sql`coalesce(${users.wishManglik} = ${int(facts.manglikCode)}, false)`;
  }
}

const PREFERENCE_ORDER = Object.keys(PREFERENCE_BITS) as PreferenceKey[];

/**
 * The viewer's matches, best mutual score first: profiles the listing would show the viewer, with
 * its filters, that meet every must-have of the viewer's and whose own must-haves the viewer
 * meets. Among the newest `bounds.scan` listed profiles of the gender shown, the newest
 * `bounds.window` that pass are ordered by how many preferences are met both ways, newest first
 * among equals. One statement, read from the matches index (users_matches_idx).
 */
export async function rankMatches(
  db: Db,
  viewer: MatchViewer,
  filters: MatchFilters,
  terms: SubscriptionTerms,
  bounds = MATCH_BOUNDS,
): Promise<RankedMatch[]> {
  if (filtersExcludeMustHaves(viewer.preferences, filters)) return [];
  // One statement, its cost bounded by the scan: too small a read for parallel workers.
  const ranked = await rankingStatement(db, viewer, filters, terms, bounds);
  return ranked.map((row) => ({ id: row.id, score: Number(row.score) }));
}

/**
 * Whether the listing's filters leave no room for the viewer's own must-have age or income (a
 * search for 18–23 by a viewer who must have 25–30): nothing can match, and the scan would read
 * its whole bound to find it.
 */
function filtersExcludeMustHaves(preferences: StoredPreferences, filters: MatchFilters): boolean {
  const disjoint = (wish: { min?: number; max?: number } | undefined, range: { min: number; max: number } | undefined) =>
    wish !== undefined && range !== undefined && ((wish.min ?? -Infinity) > range.max || (wish.max ?? Infinity) < range.min);
  return (
    disjoint(preferences.age?.must ? preferences.age : undefined, filters.age) ||
    disjoint(preferences.income?.must ? { min: preferences.income.min } : undefined, filters.income)
  );
}

/** What the matches index holds of a profile (users_matches_idx): all the ranking reads. */
const INDEXED = {
  id: users.id,
  createdAt: users.createdAt,
  dateOfBirth: users.dateOfBirth,
  income: users.income,
  moonSign: users.moonSign,
  ...Object.fromEntries(MATCH_COLUMN_KEYS.map((key) => [key, users[key]])),
};

/** `rankMatches`'s statement. */
function rankingStatement(db: DbOrTx, viewer: MatchViewer, filters: MatchFilters, terms: SubscriptionTerms, bounds: MatchBounds) {
  const today = todayInIndia();
  const yours: SQL[] = [];
  const mustYours: SQL[] = [];
  for (const key of PREFERENCE_ORDER) {
    const wish = viewer.preferences[key];
    if (!wish) continue;
    const meets = sql`coalesce(${meetsViewer(key, viewer.preferences, today)}, false)`;
    yours.push(sql`(${meets})::int`);
    if (wish.must) mustYours.push(meets);
  }
  const theirs: SQL[] = [];
  const mustTheirs: SQL[] = [];
  for (const key of PREFERENCE_ORDER) {
    const bit = int(PREFERENCE_BITS[key]);
    const meets = meetsProfile(key, viewer);
    theirs.push(sql`((${users.wishSet} & ${bit}) <> 0 and ${meets})::int`);
    mustTheirs.push(sql`((${users.wishMust} & ${bit}) = 0 or ${meets})`);
  }
  const score = sql.join([...yours, ...theirs], sql` + `);
  // The newest `bounds.scan` listed profiles of the gender shown, in the index's order: the scan's
  // cost, bounded whatever the filters and must-haves let through.
  const listed = (condition?: SQL) =>
    and(
      // The viewer's blocks are taken out of the ranking as it is served (matches/service.ts), so a
      // block needs no new ranking; the viewer is not suspended (they may see profiles).
      shownToMembers(terms),
      filters.gender ? eq(users.gender, filters.gender) : undefined,
      ne(users.id, viewer.id),
      condition,
    );
  const newestFirst = [desc(users.createdAt), desc(users.id)];
  const scanned = (() => {
    // What the matches index does not hold is read first, from an index that has it, and the
    // profiles it names are then looked up: names among the same newest profiles (the listing
    // index holds the name), or the newest verified (their own index). Both sets are narrow.
    const narrowedBy = filters.name
      ? (() => {
          const newest = db
            .select({ id: users.id, fullName: users.fullName })
            .from(users)
            .where(listed())
            .orderBy(...newestFirst)
            .limit(bounds.scan)
            .as('newest');
          return db
            .select({ id: newest.id })
            .from(newest)
            .where(containsPattern(newest.fullName, containsPatternOf(filters.name)))
            .as('narrowed');
        })()
      : filters.verifiedOnly
        ? db
            .select({ id: users.id })
            .from(users)
            .where(listed(isNotNull(users.identityVerifiedAt)))
            .orderBy(...newestFirst)
            .limit(bounds.scan)
            .as('narrowed')
        : undefined;
    // Named as the table, so the conditions below read its columns as they would the table's.
    if (narrowedBy)
      return db
        .select(INDEXED)
        .from(narrowedBy)
        .innerJoin(users, eq(users.id, narrowedBy.id))
        .where(filters.name && filters.verifiedOnly ? isNotNull(users.identityVerifiedAt) : undefined)
        .as('users');
    return db
      .select(INDEXED)
      .from(users)
      .where(listed())
      .orderBy(...newestFirst)
      .limit(bounds.scan)
      .as('users');
  })();
  const conditions = and(
    filters.age ? lte(users.dateOfBirth, yearsBefore(today, filters.age.min)) : undefined,
    filters.age ? gt(users.dateOfBirth, yearsBefore(today, filters.age.max + 1)) : undefined,
    filters.income ? gte(users.income, filters.income.min) : undefined,
    filters.income ? lte(users.income, filters.income.max) : undefined,
    filters.moonSigns ? sql`${users.moonSign} = any(${smallints(filters.moonSigns)})` : undefined,
    ...mustYours,
    ...mustTheirs,
  );
  const candidates = db
    .select({ id: scanned.id, createdAt: scanned.createdAt, score: sql<number>`(${score})`.as('score') })
    .from(scanned)
    .where(conditions)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(bounds.window)
    .as('candidates');
  return db
    .select({ id: candidates.id, score: candidates.score })
    .from(candidates)
    .orderBy(desc(candidates.score), desc(candidates.createdAt), desc(candidates.id));
}

/** The viewer's own preferences, facts and columns, for `rankMatches`. */
export function matchViewerOf(
  row: Pick<MatchColumns, keyof MatchViewer['columns']> & { id: string; dateOfBirth: string | null; income: number | null },
  preferences: StoredPreferences,
  age: number | null,
): MatchViewer {
  return {
    id: row.id,
    preferences,
    age,
    income: row.income,
    columns: {
      heightRank: row.heightRank,
      marriageCode: row.marriageCode,
      educationRank: row.educationRank,
      casteCode: row.casteCode,
      subCasteCode: row.subCasteCode,
      districtCode: row.districtCode,
      cityKey: row.cityKey,
      dietCode: row.dietCode,
      manglikCode: row.manglikCode,
    },
  };
}
