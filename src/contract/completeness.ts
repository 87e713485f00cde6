import type { UserRecord } from './users.js';

/**
 * How much of a profile is filled, and what to add next. The fields every profile must have
 * (name, date of birth, caste, address, parents…) count as the base; the rest is what families
 * look for beyond them, weighed by how much it helps a match: the photo first, then the partner
 * preferences, the horoscope and the family. The one rule, for the meter on the member's own
 * profile and in the account menu.
 */
const COMPLETENESS_PARTS = ['photo', 'preferences', 'horoscope', 'family', 'career', 'diet'] as const;
export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number];

/** The points each part gives when whole; with the base they make 100. */
const WEIGHTS: Record<CompletenessPart, number> = { photo: 20, preferences: 15, horoscope: 15, family: 15, career: 5, diet: 5 };
const BASE = 25;
/** How many things to add the meter names. */
const NEXT_PARTS_SHOWN = 3;

export interface Completeness {
  /** 0 to 100. */
  percent: number;
  /** The parts not whole yet, most points missing first, at most NEXT_PARTS_SHOWN. */
  next: CompletenessPart[];
}

type Details = NonNullable<UserRecord['userDetails']>;

const given = (value: unknown): boolean =>
  typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' ? value.trim() !== '' : false;

/**
 * Shares are counted in sixths (every part's share is a whole number of sixths), so the points
 * are exact and the database's copy of this rule (migration 0024, `users.completeness`) rounds
 * the same numbers the same way.
 */
const SIXTHS = 6;

/** The share of `values` given, in sixths (0 to 6). */
const share = (values: unknown[]): number => (values.filter(given).length * SIXTHS) / values.length;

/** How whole each part is, in sixths (0 to 6). */
function parts(record: Pick<UserRecord, 'photoDetails' | 'userDetails'>): Record<CompletenessPart, number> {
  const details: Partial<Details> = record.userDetails ?? {};
  const basic = (details.basicDetails ?? {}) as Record<string, unknown>;
  const family = (details.familyDetails ?? {}) as Record<string, unknown>;
  const preferences = (details.partnerpreferences ?? {}) as Record<string, unknown>;
  return {
    photo: given(record.photoDetails?.profilePhoto) ? SIXTHS : 0,
    // Three preferences say what the family looks for; more is welcome, not needed for the meter.
    // A structured preference (an object) counts as one, as a free-text one does.
    preferences:
      (Math.min(3, Object.values(preferences).filter((value) => given(value) || (value !== null && typeof value === 'object')).length) *
        SIXTHS) /
      3,
    horoscope: share([basic.rashi, basic.nakshatra, basic.manglik]),
    family: share([
      given(family.numOfBrothers) || given(family.numOfSisters) ? 'yes' : '',
      family.gotra,
      family.devak,
      family.kuldaivat,
      family.nativePlace,
      given(family.maternalUncleName) || given(family.maternalUncleVillage) ? 'yes' : '',
    ]),
    career: share([basic.occupation, basic.income]),
    diet: given(basic.diet) ? SIXTHS : 0,
  };
}

export function profileCompleteness(record: Pick<UserRecord, 'photoDetails' | 'userDetails'>): Completeness {
  const filled = parts(record);
  // Before the profile form is saved, nothing of the base is there either.
  const sixths = COMPLETENESS_PARTS.reduce((sum, part) => sum + WEIGHTS[part] * filled[part], record.userDetails ? BASE * SIXTHS : 0);
  const missing = COMPLETENESS_PARTS.map((part, order) => ({ part, order, lost: WEIGHTS[part] * (SIXTHS - filled[part]) }))
    .filter((entry) => entry.lost > 0)
    .sort((a, b) => b.lost - a.lost || a.order - b.order);
  return { percent: Math.round(sixths / SIXTHS), next: missing.slice(0, NEXT_PARTS_SHOWN).map((entry) => entry.part) };
}
