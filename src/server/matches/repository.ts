import { and, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { birthDatesAged, todayInIndia } from '../../contract/dates.js';
import { type PreferenceKey, type StoredPreferences } from '../../contract/preference-keys.js';
import type { Db } from '../db/client.js';
import { preparedStatement, slot } from '../db/prepared.js';
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
  /**
   * Of those, the newest that pass every must-have both ways, ranked (50 pages): the ranking the
   * listing's range filters then narrow.
   */
  window: number;
}

const MATCH_BOUNDS: MatchBounds = { scan: 20_000, window: 500 };

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

/**
 * The listing's filters the ranking itself applies: those that pick whom to rank. The ranges (age,
 * income, moon signs) narrow a ranking once it is read (service.ts), so one ranking serves them all.
 */
export interface MatchFilters {
  gender?: string;
  name?: string;
  verifiedOnly?: boolean;
}

/** A ranked profile, with the facts the listing's range filters test. */
export interface RankedMatch {
  id: string;
  score: number;
  dateOfBirth: string | null;
  income: number | null;
  moonSign: number | null;
}

const PREFERENCE_ORDER = Object.keys(PREFERENCE_BITS) as PreferenceKey[];

/**
 * Whether a profile meets the viewer's preference `key`, as a condition on its columns with the
 * preference's values as slots (`viewerSlots`). Null where the profile does not say, which counts
 * as not met; a bound left open is a null slot.
 */
const MEETS_VIEWER: Record<PreferenceKey, SQL> = {
  age: sql`(${users.dateOfBirth} <= coalesce(${slot('bornBy')}::date, 'infinity'::date) and ${users.dateOfBirth} > coalesce(${slot('bornAfter')}::date, '-infinity'::date))`,
  height: sql`(${users.heightRank} >= coalesce(${slot('heightMin')}::int, 0) and ${users.heightRank} <= coalesce(${slot('heightMax')}::int, 999))`,
  education: sql`${users.educationRank} >= ${slot('educationMin')}::int`,
  income: sql`${users.income} >= ${slot('incomeMin')}::bigint`,
  marriageStatus: sql`${users.marriageCode} = any(${slot('marriageCodes')}::smallint[])`,
  caste: sql`${users.casteCode} = any(${slot('casteCodes')}::smallint[])`,
  subCaste: sql`${users.subCasteCode} = any(${slot('subCasteCodes')}::smallint[])`,
  diet: sql`${users.dietCode} = any(${slot('dietCodes')}::smallint[])`,
  place: sql`(${users.districtCode} = any(${slot('districtCodes')}::smallint[]) or ${users.cityKey} = any(${slot('cityKeys')}::text[]))`,
  manglik: sql`${users.manglikCode} = ${slot('manglikWanted')}::smallint`,
};

/**
 * Whether the viewer meets the profile's preference `key`, as a condition on the profile's wish
 * columns with the viewer's facts as slots (null where the viewer does not say: not met).
 */
const MEETS_PROFILE: Record<PreferenceKey, SQL> = {
  age: sql`${slot('viewerAge')}::int between coalesce(${users.wishAgeMin}, 0) and coalesce(${users.wishAgeMax}, 999)`,
  height: sql`${slot('viewerHeight')}::int between coalesce(${users.wishHeightMin}, 0) and coalesce(${users.wishHeightMax}, 999)`,
  education: sql`${slot('viewerEducation')}::int >= ${users.wishEducation}`,
  income: sql`${slot('viewerIncome')}::bigint >= ${users.wishIncome}`,
  marriageStatus: sql`(${users.wishMarriage} & ${slot('viewerMarriageBit')}::int) <> 0`,
  caste: sql`(${users.wishCaste} & ${slot('viewerCasteBit')}::int) <> 0`,
  subCaste: sql`(${users.wishSubCaste} & ${slot('viewerSubCasteBit')}::bigint) <> 0`,
  diet: sql`(${users.wishDiet} & ${slot('viewerDietBit')}::int) <> 0`,
  place: sql`((${users.wishDistricts} & ${slot('viewerDistrictBit')}::bigint) <> 0 or ${slot('viewerCity')}::text = any(${users.wishCities}))`,
  manglik: sql`${users.wishManglik} = ${slot('viewerManglik')}::smallint`,
};

/** A list's values as the positions of the matches columns, as a PostgreSQL array literal. */
const codesOf = (list: readonly string[], values: readonly (string | null)[] | undefined) =>
  `{${(values ?? [])
    .map((value) => codeOf(list, value))
    .filter((code) => code !== null)
    .join(',')}}`;

/** A fact's position as its bit in a wish mask, or null (a mask tested against it says "not met"). */
const bitOf = (code: number | null) => (code === null ? null : String(2 ** code));

/** The values of the statement's slots for a viewer: which preferences they set and must have, their values, and the viewer's facts. */
function viewerSlots(viewer: MatchViewer, today: string) {
  const wishes = viewer.preferences;
  const mask = (must: boolean) =>
    PREFERENCE_ORDER.reduce((sum, key) => (wishes[key] && (!must || wishes[key].must) ? sum + PREFERENCE_BITS[key] : sum), 0);
  const { age, height, place } = wishes;
  const born = age ? birthDatesAged(today, age) : {};
  const facts = viewer.columns;
  return {
    yoursSet: mask(false),
    yoursMust: mask(true),
    bornBy: born.bornBy ?? null,
    bornAfter: born.bornAfter ?? null,
    heightMin: codeOf(HEIGHTS, height?.min),
    heightMax: codeOf(HEIGHTS, height?.max),
    educationMin: codeOf(EDUCATION_LEVELS, wishes.education?.min) ?? 0,
    incomeMin: wishes.income?.min ?? 0,
    marriageCodes: codesOf(MARRIAGE_STATUSES, wishes.marriageStatus?.anyOf),
    casteCodes: codesOf(CASTES, wishes.caste?.anyOf),
    subCasteCodes: codesOf(SUB_CASTES, wishes.subCaste?.anyOf),
    dietCodes: codesOf(DIETS, wishes.diet?.anyOf),
    districtCodes: codesOf(MAHARASHTRA_DISTRICTS, place?.districts),
    cityKeys: `{${(place?.cities ?? []).map((city) => `"${cityKey(city).replace(/["\\]/g, '\\$&')}"`).join(',')}}`,
    manglikWanted: wishes.manglik ? (wishes.manglik.value === 'yes' ? 1 : 0) : null,
    viewerAge: viewer.age,
    viewerHeight: facts.heightRank,
    viewerEducation: facts.educationRank,
    viewerIncome: viewer.income,
    viewerMarriageBit: bitOf(facts.marriageCode),
    viewerCasteBit: bitOf(facts.casteCode),
    viewerSubCasteBit: bitOf(facts.subCasteCode),
    viewerDietBit: bitOf(facts.dietCode),
    viewerDistrictBit: bitOf(facts.districtCode),
    viewerCity: facts.cityKey,
    viewerManglik: facts.manglikCode,
  };
}

/**
 * The viewer's matches, best mutual score first: profiles the listing would show the viewer (with
 * `filters`; the range filters are the service's), that meet every must-have of the viewer's and
 * whose own must-haves the viewer meets. Among the newest `bounds.scan` listed profiles of the gender shown, the newest
 * `bounds.window` that pass are ordered by how many preferences are met both ways, newest first
 * among equals. One prepared statement, read from the matches index (users_matches_idx).
 */
export async function rankMatches(
  db: Db,
  viewer: MatchViewer,
  filters: MatchFilters,
  terms: SubscriptionTerms,
  bounds = MATCH_BOUNDS,
): Promise<RankedMatch[]> {
  const shape = [
    terms.annualFeeInr > 0 ? 'f' : '',
    filters.gender ? 'g' : '',
    filters.name ? 'n' : '',
    filters.verifiedOnly ? 'v' : '',
  ].join('');
  const [answer] = await rankingStatement(db, shape).execute({
    ...viewerSlots(viewer, todayInIndia()),
    viewerId: viewer.id,
    now: terms.now,
    gender: filters.gender,
    namePattern: filters.name ? containsPatternOf(filters.name) : undefined,
    scan: bounds.scan,
    window: bounds.window,
  });
  if (!answer?.ranking) return [];
  return answer.ranking.split(';').map((line) => {
    const [id, score, dateOfBirth, income, moonSign] = line.split(',') as [string, string, string, string, string];
    return {
      id,
      score: Number(score),
      dateOfBirth: dateOfBirth || null,
      income: income ? Number(income) : null,
      moonSign: moonSign ? Number(moonSign) : null,
    };
  });
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

/**
 * `rankMatches`'s statement for a shape: `f` a fee (subscriptions must run), `g` one gender shown,
 * `n` a name, `v` verified only. The same text for every viewer, their preferences and facts
 * given as values, and each run planned for them (`eachRun`), so a preference the viewer did
 * not set folds away before the scan.
 */
const rankingStatement = preparedStatement(
  'matches_ranking',
  (db, shape: string, name) => {
    const has = (letter: string) => shape.includes(letter);
    const scoreTerms: SQL[] = [];
    const mustHaves: SQL[] = [];
    for (const key of PREFERENCE_ORDER) {
      const bit = sql.raw(String(PREFERENCE_BITS[key]));
      const yours = sql`coalesce(${MEETS_VIEWER[key]}, false)`;
      const theirs = sql`coalesce(${MEETS_PROFILE[key]}, false)`;
      scoreTerms.push(sql`((${slot('yoursSet')}::int & ${bit}) <> 0 and ${yours})::int`);
      scoreTerms.push(sql`((${users.wishSet} & ${bit}) <> 0 and ${theirs})::int`);
      mustHaves.push(sql`((${slot('yoursMust')}::int & ${bit}) = 0 or ${yours})`);
      mustHaves.push(sql`((${users.wishMust} & ${bit}) = 0 or ${theirs})`);
    }
    const listed = (condition?: SQL) =>
      and(
        // The viewer's blocks are taken out of the ranking as it is served (matches/service.ts), so a
        // block needs no new ranking; the viewer is not suspended (they may see profiles).
        shownToMembers({ annualFeeInr: has('f') ? 1 : 0, now: slot('now') }),
        has('g') ? eq(users.gender, slot('gender')) : undefined,
        ne(users.id, slot('viewerId')),
        condition,
      );
    const newestFirst = [desc(users.createdAt), desc(users.id)];
    // What the matches index does not hold is read first, from an index that has it, and the
    // profiles it names are then looked up: names among the same newest profiles (the listing index
    // holds the name), or the newest verified (their own index). Both sets are narrow.
    const narrowedBy = has('n')
      ? (() => {
          const newest = db
            .select({ id: users.id, fullName: users.fullName })
            .from(users)
            .where(listed())
            .orderBy(...newestFirst)
            .limit(slot('scan'))
            .as('newest');
          return db
            .select({ id: newest.id })
            .from(newest)
            .where(containsPattern(newest.fullName, slot('namePattern')))
            .as('narrowed');
        })()
      : has('v')
        ? db
            .select({ id: users.id })
            .from(users)
            .where(listed(isNotNull(users.identityVerifiedAt)))
            .orderBy(...newestFirst)
            .limit(slot('scan'))
            .as('narrowed')
        : undefined;
    // The newest `scan` listed profiles of the gender shown, in the index's order: the scan's cost,
    // bounded whatever the must-haves let through. Named as the table, so the conditions below read
    // its columns as they would the table's.
    const scanned = narrowedBy
      ? db
          .select(INDEXED)
          .from(narrowedBy)
          .innerJoin(users, eq(users.id, narrowedBy.id))
          .where(has('n') && has('v') ? isNotNull(users.identityVerifiedAt) : undefined)
          .as('users')
      : db
          .select(INDEXED)
          .from(users)
          .where(listed())
          .orderBy(...newestFirst)
          .limit(slot('scan'))
          .as('users');
    const candidates = db
      .select({
        id: scanned.id,
        createdAt: scanned.createdAt,
        score: sql<number>`(${sql.join(scoreTerms, sql` + `)})`.as('score'),
        dateOfBirth: scanned.dateOfBirth,
        income: scanned.income,
        moonSign: scanned.moonSign,
      })
      .from(scanned)
      .where(and(...mustHaves))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(slot('window'))
      .as('candidates');
    // One text of `id,score,birth date,income,moon sign` lines, best first: the driver then parses one
    // value, not a row object per profile (a ranking is up to `window` rows, and parsing them cost
    // the server more than the database's work).
    return db
      .select({
        ranking: sql<
          string | null
        >`string_agg(concat_ws(',', ${candidates.id}, ${candidates.score}, coalesce(${candidates.dateOfBirth}::text, ''), coalesce(${candidates.income}::text, ''), coalesce(${candidates.moonSign}::text, '')), ';' order by ${candidates.score} desc, ${candidates.createdAt} desc, ${candidates.id} desc)`,
      })
      .from(candidates)
      .prepare(name);
  },
  'eachRun',
);

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
