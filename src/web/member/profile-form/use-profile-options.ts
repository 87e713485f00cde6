import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BLOOD_GROUPS,
  CASTES,
  DIETS,
  EDUCATION_LEVELS,
  GENDERS,
  HEIGHTS,
  MAHARASHTRA_DISTRICTS,
  MARRIAGE_STATUSES,
  PROFILE_STATE,
  RELIGIONS,
  STATES,
  SUB_CASTES,
  WEIGHTS,
} from '../../../contract/reference/index.js';
import { CHARANS, MANGLIK, NAKSHATRAS, RASHIS } from '../../../contract/horoscope/signs.js';
import { choiceLabel } from '../../profile/present-field.js';
import type { ChoiceList } from '../../profile/profile-fields.js';
import type { SelectOption } from '../../ui/form-select-field.js';

/** The reference lists of src/contract as dropdown options, labelled in the reader's language. */
export function useProfileOptions() {
  const { t } = useTranslation('profile');
  return useMemo(() => {
    const translated = (list: ChoiceList, values: readonly string[]): SelectOption[] =>
      values.map((value) => ({ value, label: choiceLabel(t, list, value) }));
    return {
      marriageStatus: translated('marriageStatus', MARRIAGE_STATUSES),
      gender: translated('gender', GENDERS),
      religion: translated('religion', RELIGIONS),
      bloodGroup: BLOOD_GROUPS.map((value) => ({ value, label: value })),
      caste: translated('caste', CASTES),
      subCaste: translated('subCaste', SUB_CASTES),
      district: translated('district', MAHARASHTRA_DISTRICTS),
      // The product serves Maharashtra: the other states are listed but cannot be chosen.
      state: STATES.map(({ name }) => ({
        value: name,
        label: choiceLabel(t, 'state', name),
        disabled: name !== PROFILE_STATE,
      })),
      residingState: translated(
        'state',
        STATES.map(({ name }) => name),
      ),
      rashi: translated('rashi', RASHIS),
      nakshatra: translated('nakshatra', NAKSHATRAS),
      charan: CHARANS.map((value) => ({ value: String(value), label: String(value) })),
      manglik: translated('manglik', MANGLIK),
      diet: translated('diet', DIETS),
      educationLevel: translated('educationLevel', EDUCATION_LEVELS),
      height: HEIGHTS.map((value) => ({ value, label: value })),
      weight: WEIGHTS.map((kg) => ({ value: String(kg), label: t('units.kg', { value: kg }) })),
    };
  }, [t]);
}
