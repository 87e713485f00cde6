import type { TFunction } from 'i18next';
import type { PreferenceKey, StoredPreferences } from '../../contract/preference-keys.js';
import { formatInr } from '../lib/format.js';
import type { ChoiceList } from './profile-fields.js';

/** Lists of choices a preference names "any of", and the list that translates them. */
const ANY_OF: Partial<Record<PreferenceKey, ChoiceList>> = {
  marriageStatus: 'marriageStatus',
  caste: 'caste',
  subCaste: 'subCaste',
  diet: 'diet',
};

/** A range in words: "24 to 29 years", "24 years or more", "up to 29 years". */
function range(t: TFunction, kind: 'age' | 'height', min: unknown, max: unknown): string | undefined {
  if (min !== undefined && max !== undefined) return t(`profile:preferences.show.${kind}Range`, { min, max });
  if (min !== undefined) return t(`profile:preferences.show.${kind}From`, { min });
  if (max !== undefined) return t(`profile:preferences.show.${kind}To`, { max });
  return undefined;
}

/** A reference value in the reader's language (present-field.ts `choiceLabel`). */
type ChoiceLabel = (list: ChoiceList, value: string) => string;

function valueText(
  t: TFunction,
  choiceLabel: ChoiceLabel,
  key: PreferenceKey,
  wish: NonNullable<StoredPreferences[PreferenceKey]>,
): string | undefined {
  const value = wish as unknown as Record<string, unknown>;
  const list = ANY_OF[key];
  if (list) return (value.anyOf as string[] | undefined)?.map((item) => choiceLabel(list, item)).join(', ') || undefined;
  switch (key) {
    case 'age':
    case 'height':
      return range(t, key, value.min, value.max);
    case 'education':
      return typeof value.min === 'string'
        ? t('profile:preferences.show.atLeast', { value: choiceLabel('educationLevel', value.min) })
        : undefined;
    case 'income':
      return typeof value.min === 'number' ? t('profile:preferences.show.atLeast', { value: formatInr(value.min) }) : undefined;
    case 'place': {
      const districts = ((value.districts as string[] | undefined) ?? []).map((district) => choiceLabel('district', district));
      return [...districts, ...((value.cities as string[] | undefined) ?? [])].join(', ') || undefined;
    }
    case 'manglik':
      return typeof value.value === 'string' ? t(`profile:choices.manglikWish.${value.value}`) : undefined;
    default:
      return undefined;
  }
}

/** A stored structured preference in the reader's words, "(must have)" after it when it is one; undefined when empty. */
export function presentPreference(t: TFunction, choiceLabel: ChoiceLabel, key: PreferenceKey, stored: unknown): string | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  const wish = stored as NonNullable<StoredPreferences[PreferenceKey]>;
  const text = valueText(t, choiceLabel, key, wish);
  if (!text) return undefined;
  return wish.must ? t('profile:preferences.show.must', { value: text }) : text;
}
