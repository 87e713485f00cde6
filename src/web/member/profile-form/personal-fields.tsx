import { useTranslation } from 'react-i18next';
import { todayInIndia } from '../../../contract/dates.js';
import { FormSelectField } from '../../ui/form-select-field.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { FormSection } from './form-section.js';
import type { ProfileControl } from './profile-fields.js';
import { useProfileOptions } from './use-profile-options.js';

/**
 * `storedReligion` is what the profile held before this form: a value written before the list
 * existed stays choosable, as it is, so saving the form never changes it unasked.
 */
export function PersonalFields({ control, storedReligion }: { control: ProfileControl; storedReligion: string }) {
  const { t } = useTranslation('member');
  const options = useProfileOptions();
  const religions =
    options.religion.some((option) => option.value === storedReligion) || !storedReligion.trim()
      ? options.religion
      : [...options.religion, { value: storedReligion, label: storedReligion }];
  const choose = t('profile.choose');
  return (
    <FormSection id="personal" title={t('profile:groups.personalDetails')}>
      <FormTextField
        control={control}
        name="personalDetails.firstName"
        label={t('profile:fields.firstName')}
        autoComplete="given-name"
        required
      />
      <FormTextField
        control={control}
        name="personalDetails.middleName"
        label={t('profile:fields.middleName')}
        autoComplete="additional-name"
        required
      />
      <FormTextField
        control={control}
        name="personalDetails.lastName"
        label={t('profile:fields.lastName')}
        autoComplete="family-name"
        required
      />
      <FormTextField
        control={control}
        name="personalDetails.dateOfBirth"
        label={t('profile:fields.dateOfBirth')}
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayInIndia() } }}
      />
      <FormTextField
        control={control}
        name="personalDetails.timeOfBirth"
        label={t('profile:fields.timeOfBirth')}
        type="time"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField control={control} name="personalDetails.bornPlace" label={t('profile:fields.bornPlace')} required />
      <FormSelectField
        control={control}
        name="personalDetails.marriageStatus"
        label={t('profile:fields.marriageStatus')}
        options={options.marriageStatus}
        placeholder={choose}
        required
      />
      <FormSelectField
        control={control}
        name="personalDetails.gender"
        label={t('profile:fields.gender')}
        options={options.gender}
        placeholder={choose}
        required
      />
      <FormSelectField
        control={control}
        name="personalDetails.bloodGroup"
        label={t('profile:fields.bloodGroup')}
        options={options.bloodGroup}
        placeholder={choose}
        required
      />
      <FormSelectField
        control={control}
        name="personalDetails.religion"
        label={t('profile:fields.religion')}
        options={religions}
        placeholder={choose}
        required
      />
      <FormSelectField
        control={control}
        name="personalDetails.caste"
        label={t('profile:fields.caste')}
        options={options.caste}
        placeholder={choose}
        required
      />
      <FormSelectField
        control={control}
        name="personalDetails.subCaste"
        label={t('profile:fields.subCaste')}
        options={options.subCaste}
        placeholder={choose}
        required
      />
    </FormSection>
  );
}
