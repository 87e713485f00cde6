import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../ui/form-select-field.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { FormSection } from './form-section.js';
import { HoroscopeFields } from './horoscope-fields.js';
import type { ProfileControl } from './profile-fields.js';
import { useProfileOptions } from './use-profile-options.js';

export function BasicFields({ control, stored }: { control: ProfileControl; stored: { rashi?: string; nakshatra?: string } }) {
  const { t } = useTranslation('member');
  const options = useProfileOptions();
  const choose = t('profile.choose');
  return (
    <FormSection id="basic" title={t('profile:groups.basicDetails')}>
      <FormTextField control={control} name="basicDetails.education" label={t('profile:fields.education')} required />
      <FormSelectField
        control={control}
        name="basicDetails.educationLevel"
        label={t('profile:fields.educationLevel')}
        options={options.educationLevel}
        placeholder={choose}
      />
      <FormTextField
        control={control}
        name="basicDetails.occupation"
        label={t('profile:fields.occupation')}
        autoComplete="organization-title"
      />
      <FormTextField
        control={control}
        name="basicDetails.income"
        label={t('profile:fields.income')}
        numeric
        helperText={t('profile.incomeHint')}
      />
      <FormSelectField
        control={control}
        name="basicDetails.height"
        label={t('profile:fields.height')}
        options={options.height}
        placeholder={choose}
        required
      />
      <FormSelectField
        control={control}
        name="basicDetails.weight"
        label={t('profile:fields.weight')}
        options={options.weight}
        placeholder={choose}
        required
      />
      <FormTextField control={control} name="basicDetails.skinColor" label={t('profile:fields.skinColor')} />
      <HoroscopeFields control={control} stored={stored} />
    </FormSection>
  );
}
