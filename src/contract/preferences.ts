import { z } from 'zod';
import { requiredText, textOrNumber } from './fields.js';
import { MIN_AGE_YEARS } from './limits.js';
import {
  MANGLIK_WISHES,
  PREFERENCE_AGE_MAX,
  PREFERENCE_CITIES_MAX,
  PREFERENCE_CITY_MAX,
  PREFERENCE_KEYS,
  preferencesOf,
  type PreferenceKey,
  type StoredPreferences,
} from './preference-keys.js';
import { CASTES, DIETS, EDUCATION_LEVELS, HEIGHTS, MAHARASHTRA_DISTRICTS, MARRIAGE_STATUSES, SUB_CASTES } from './reference/index.js';

/** A minimum income a preference may name, in rupees (SPEC's top listing range ends at one crore). */
const PREFERENCE_INCOME_MAX = 100_000_000;

/**
 * "Must have" (true) or "nice to have" (false, the default). A must-have a profile does not meet
 * keeps it out of the matches view; both kinds count in the score.
 */
const must = z
  .boolean({ error: 'validation.choice' })
  .optional()
  .transform((value) => value === true);

/** A whole number in [min, max], or '' / absent for "not given". */
const wholeNumber = (min: number, max: number) =>
  textOrNumber
    .pipe(z.string().regex(/^\d{0,11}$/, 'validation.mustBeNumber'))
    .transform((value) => (value === '' ? undefined : Number(value)))
    .pipe(z.number().min(min, 'validation.choice').max(max, 'validation.choice').optional())
    .optional();

/** One value of a list, or '' / absent for "not given". */
const oneOf = <T extends readonly string[]>(values: T) =>
  z
    .string({ error: 'validation.choice' })
    .trim()
    .refine((value) => value === '' || values.includes(value), 'validation.choice')
    .transform((value) => (value === '' ? undefined : (value as T[number])))
    .optional();

/** Any of a list's values, each once. */
const anyOf = <T extends readonly string[]>(values: T) =>
  z
    .array(
      z.string({ error: 'validation.choice' }).refine((value) => values.includes(value), 'validation.choice'),
      { error: 'validation.choice' },
    )
    .max(values.length, 'validation.choice')
    .transform((list) => [...new Set(list)] as T[number][])
    .optional();

/**
 * A preference as sent: the values, the must flag. One with no value at all is `null`, "cleared";
 * one left out of the body is `undefined`, "as stored" (a client that knows only SPEC's nine
 * fields keeps the member's choices).
 */
const preference = <S extends z.ZodRawShape, O extends object>(shape: S, isEmpty: (value: O) => boolean) =>
  z
    .strictObject({ ...shape, must })
    .transform((value) => (isEmpty(value as unknown as O) ? null : value))
    .nullable()
    .optional();

interface Range<T> {
  min?: T;
  max?: T;
}
const emptyRange = (value: Range<unknown>) => value.min === undefined && value.max === undefined;
/** The smaller bound first: a reversed range is a 400, not an empty match. */
const ordered =
  <T>(rank: (value: T) => number) =>
  (value: Range<T>) =>
    value.min === undefined || value.max === undefined || rank(value.min) <= rank(value.max);
const heightRank = (height: string) => HEIGHTS.indexOf(height);

const ageRange = z
  .strictObject({ min: wholeNumber(MIN_AGE_YEARS, PREFERENCE_AGE_MAX), max: wholeNumber(MIN_AGE_YEARS, PREFERENCE_AGE_MAX), must })
  .refine(
    ordered<number>((age) => age),
    { path: ['max'], error: 'validation.range' },
  );
const heightRange = z
  .strictObject({ min: oneOf(HEIGHTS), max: oneOf(HEIGHTS), must })
  .refine(ordered<string>(heightRank), { path: ['max'], error: 'validation.range' });

/** The structured preferences, as the profile form and SPEC's updateUser send them. */
export const preferenceFields = {
  age: ageRange
    .transform((value) => (emptyRange(value) ? null : value))
    .nullable()
    .optional(),
  height: heightRange
    .transform((value) => (emptyRange(value) ? null : value))
    .nullable()
    .optional(),
  marriageStatus: preference({ anyOf: anyOf(MARRIAGE_STATUSES) }, (v: { anyOf?: string[] }) => !v.anyOf?.length),
  education: preference({ min: oneOf(EDUCATION_LEVELS) }, (v: { min?: string }) => v.min === undefined),
  income: preference({ min: wholeNumber(0, PREFERENCE_INCOME_MAX) }, (v: { min?: number }) => !v.min),
  caste: preference({ anyOf: anyOf(CASTES) }, (v: { anyOf?: string[] }) => !v.anyOf?.length),
  subCaste: preference({ anyOf: anyOf(SUB_CASTES) }, (v: { anyOf?: string[] }) => !v.anyOf?.length),
  place: preference(
    {
      districts: anyOf(MAHARASHTRA_DISTRICTS),
      cities: z
        .array(requiredText(PREFERENCE_CITY_MAX), { error: 'validation.choice' })
        .max(PREFERENCE_CITIES_MAX, 'validation.tooLong')
        .optional(),
    },
    (v: { districts?: string[]; cities?: string[] }) => !v.districts?.length && !v.cities?.length,
  ),
  diet: preference({ anyOf: anyOf(DIETS) }, (v: { anyOf?: string[] }) => !v.anyOf?.length),
  manglik: preference({ value: oneOf(MANGLIK_WISHES) }, (v: { value?: string }) => v.value === undefined || v.value === 'any'),
};

type Sent = { [K in PreferenceKey]: z.output<(typeof preferenceFields)[K]> };
/** What the schemas write: preference-keys.ts's StoredPreferences must take it (checked where it is stored). */
type Written = { [K in PreferenceKey]?: NonNullable<Sent[K]> };

const isPreferenceKey = (key: string): key is PreferenceKey => (PREFERENCE_KEYS as readonly string[]).includes(key);

/**
 * The partner preferences group to store: SPEC's text fields as sent; of the structured ones,
 * what was sent replaces what was stored key by key, a key left out keeps the stored value (a
 * client that knows only SPEC's fields does not wipe the member's choices), and `null` (sent
 * with no value) clears it.
 */
export function partnerPreferencesToStore(sent: Partial<Sent> & Record<string, unknown> = {}, storedDetails: unknown) {
  const stored: Written = preferencesOf(storedDetails) as Written;
  const group: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(sent)) if (!isPreferenceKey(key)) group[key] = value;
  for (const key of PREFERENCE_KEYS) {
    const value = sent[key] === undefined ? stored[key] : sent[key];
    if (value !== null && value !== undefined) group[key] = value satisfies StoredPreferences[typeof key];
  }
  return group;
}

/** The preferences of a group (as sent or as a form holds it) that have a value. */
export function chosenPreferences(group: unknown): PreferenceKey[] {
  const values = (group ?? {}) as Record<string, unknown>;
  return PREFERENCE_KEYS.filter((key) => {
    const parsed = preferenceFields[key].safeParse(values[key]);
    return parsed.success && parsed.data !== null && parsed.data !== undefined;
  });
}
