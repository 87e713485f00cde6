/**
 * Partner preferences that count (docs/decisions/0041-partner-preferences.md): each optional, each
 * "must have" or "nice to have", each read from the reference lists the profile itself uses. They
 * sit in SPEC's `partnerpreferences` group beside its nine free-text `PP*` fields. This module has
 * their names and what is stored of them; the schemas are in preferences.ts, so screens that only
 * show them need no zod.
 */
export const PREFERENCE_KEYS = [
  'age',
  'height',
  'marriageStatus',
  'education',
  'income',
  'caste',
  'subCaste',
  'place',
  'diet',
  'manglik',
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

/** What a manglik preference asks; "any" (doesn't matter) is no preference. */
export const MANGLIK_WISHES = ['yes', 'no', 'any'] as const;
/** The oldest age a preference may name. */
export const PREFERENCE_AGE_MAX = 80;
/** Cities a place preference may name beside its districts (cities are free text on the profile). */
export const PREFERENCE_CITIES_MAX = 10;
/** The longest city name a place preference takes. */
export const PREFERENCE_CITY_MAX = 60;

interface Wish {
  /** "Must have" (true) or "nice to have". */
  must: boolean;
}

/** A member's structured preferences as stored: only those they set (preferences.ts checks them on the way in). */
export interface StoredPreferences {
  age?: Wish & { min?: number; max?: number };
  /** Heights as the profile stores them (HEIGHTS labels). */
  height?: Wish & { min?: string; max?: string };
  marriageStatus?: Wish & { anyOf?: string[] };
  /** The least EDUCATION_LEVELS key. */
  education?: Wish & { min?: string };
  /** The least yearly income, in rupees. */
  income?: Wish & { min?: number };
  caste?: Wish & { anyOf?: string[] };
  subCaste?: Wish & { anyOf?: string[] };
  place?: Wish & { districts?: string[]; cities?: string[] };
  diet?: Wish & { anyOf?: string[] };
  manglik?: Wish & { value?: string };
}

/** The structured preferences a member stored, from the stored profile groups (any answer's `userDetails`). */
export function preferencesOf(details: unknown): StoredPreferences {
  const group = (details as { partnerpreferences?: Record<string, unknown> } | null | undefined)?.partnerpreferences ?? {};
  const out: Record<string, unknown> = {};
  for (const key of PREFERENCE_KEYS) {
    const value = group[key];
    if (value && typeof value === 'object') out[key] = value;
  }
  return out;
}

/**
 * SPEC's free-text fields a structured preference stands for: the text is kept and shown until
 * the member picks a structured value for it, then the structured value is what screens show.
 */
export const FREE_TEXT_OF: Partial<Record<PreferenceKey, string>> = {
  height: 'PPHeight',
  education: 'PPEducation',
  income: 'PPAnnualIncome',
  caste: 'PPCaste',
  subCaste: 'PPCaste',
  place: 'PPResidingCity',
};
