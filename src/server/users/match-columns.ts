import { PREFERENCE_KEYS, preferencesOf, type PreferenceKey } from '../../contract/preference-keys.js';
import { cityKey } from '../../contract/match-score.js';
import {
  CASTES,
  DIETS,
  EDUCATION_LEVELS,
  HEIGHTS,
  MAHARASHTRA_DISTRICTS,
  MARRIAGE_STATUSES,
  SUB_CASTES,
} from '../../contract/reference/index.js';

/**
 * A profile's facts and its owner's partner preferences as the columns the matches view reads in
 * one index (docs/decisions/0042-matches-view.md): each list value as its position in the list,
 * each "any of" as a bit mask of positions, which preferences are set and which are must-haves as
 * masks of PREFERENCE_BITS. Written with the profile (accounts' saveUserDetails).
 */
export interface MatchColumns {
  heightRank: number | null;
  marriageCode: number | null;
  educationRank: number | null;
  casteCode: number | null;
  subCasteCode: number | null;
  districtCode: number | null;
  cityKey: string | null;
  dietCode: number | null;
  /** 1 manglik (partial included), 0 not; null not stated. */
  manglikCode: number | null;
  wishSet: number;
  wishMust: number;
  wishAgeMin: number | null;
  wishAgeMax: number | null;
  wishHeightMin: number | null;
  wishHeightMax: number | null;
  wishEducation: number | null;
  wishIncome: number | null;
  wishMarriage: number | null;
  wishCaste: number | null;
  wishSubCaste: number | null;
  wishDistricts: number | null;
  wishCities: string[] | null;
  wishDiet: number | null;
  wishManglik: number | null;
}

/** Every match column, as the matches index holds them (migration 0023). */
export const MATCH_COLUMN_KEYS = [
  'heightRank',
  'marriageCode',
  'educationRank',
  'casteCode',
  'subCasteCode',
  'districtCode',
  'cityKey',
  'dietCode',
  'manglikCode',
  'wishSet',
  'wishMust',
  'wishAgeMin',
  'wishAgeMax',
  'wishHeightMin',
  'wishHeightMax',
  'wishEducation',
  'wishIncome',
  'wishMarriage',
  'wishCaste',
  'wishSubCaste',
  'wishDistricts',
  'wishCities',
  'wishDiet',
  'wishManglik',
] as const satisfies readonly (keyof MatchColumns)[];
/** Fails to compile when a match column is missing from MATCH_COLUMN_KEYS (the index would not read it). */
const everyMatchColumn: Record<Exclude<keyof MatchColumns, (typeof MATCH_COLUMN_KEYS)[number]>, never> = {};
void everyMatchColumn;

/** Each preference's bit in `wish_set` and `wish_must`. */
export const PREFERENCE_BITS = Object.fromEntries(PREFERENCE_KEYS.map((key, index) => [key, 2 ** index])) as Record<PreferenceKey, number>;

/** A value's position in its list, or null. */
export const codeOf = (list: readonly string[], value: unknown): number | null => {
  const index = typeof value === 'string' ? list.indexOf(value.trim()) : -1;
  return index < 0 ? null : index;
};

/** The positions of the values in their list, as a mask (lists up to 53 long stay exact in a number). */
const maskOf = (list: readonly string[], values: readonly string[] | undefined): number | null => {
  const codes = (values ?? []).map((value) => codeOf(list, value)).filter((code): code is number => code !== null);
  return codes.length === 0 ? null : [...new Set(codes)].reduce((mask, code) => mask + 2 ** code, 0);
};

type Group = Record<string, unknown> | undefined;
const groupOf = (details: unknown, name: string): Group => (details as Record<string, Group> | null | undefined)?.[name];

export function matchColumnsOf(details: unknown): MatchColumns {
  const personal = groupOf(details, 'personalDetails');
  const basic = groupOf(details, 'basicDetails');
  const address = groupOf(details, 'addressDetails');
  const wishes = preferencesOf(details);
  let wishSet = 0;
  let wishMust = 0;
  for (const key of PREFERENCE_KEYS) {
    const wish = wishes[key];
    if (!wish) continue;
    wishSet += PREFERENCE_BITS[key];
    if (wish.must) wishMust += PREFERENCE_BITS[key];
  }
  const city = typeof address?.city === 'string' && address.city.trim() !== '' ? cityKey(address.city) : null;
  const manglik = basic?.manglik;
  const cities = (wishes.place?.cities ?? []).map(cityKey);
  const wishManglik = wishes.manglik?.value;
  return {
    heightRank: codeOf(HEIGHTS, basic?.height),
    marriageCode: codeOf(MARRIAGE_STATUSES, personal?.marriageStatus),
    educationRank: codeOf(EDUCATION_LEVELS, basic?.educationLevel),
    casteCode: codeOf(CASTES, personal?.caste),
    subCasteCode: codeOf(SUB_CASTES, personal?.subCaste),
    districtCode: codeOf(MAHARASHTRA_DISTRICTS, address?.district),
    cityKey: city,
    dietCode: codeOf(DIETS, basic?.diet),
    manglikCode: manglik === 'yes' || manglik === 'partial' ? 1 : manglik === 'no' ? 0 : null,
    wishSet,
    wishMust,
    wishAgeMin: wishes.age?.min ?? null,
    wishAgeMax: wishes.age?.max ?? null,
    wishHeightMin: codeOf(HEIGHTS, wishes.height?.min),
    wishHeightMax: codeOf(HEIGHTS, wishes.height?.max),
    wishEducation: codeOf(EDUCATION_LEVELS, wishes.education?.min),
    wishIncome: wishes.income?.min ?? null,
    wishMarriage: maskOf(MARRIAGE_STATUSES, wishes.marriageStatus?.anyOf),
    wishCaste: maskOf(CASTES, wishes.caste?.anyOf),
    wishSubCaste: maskOf(SUB_CASTES, wishes.subCaste?.anyOf),
    wishDistricts: maskOf(MAHARASHTRA_DISTRICTS, wishes.place?.districts),
    wishCities: cities.length > 0 ? cities : null,
    wishDiet: maskOf(DIETS, wishes.diet?.anyOf),
    wishManglik: wishManglik === 'yes' ? 1 : wishManglik === 'no' ? 0 : null,
  };
}
