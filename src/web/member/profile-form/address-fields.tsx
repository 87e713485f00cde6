import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../ui/form-select-field.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { FormSection } from './form-section.js';
import type { ProfileControl } from './profile-fields.js';
import { useProfileOptions } from './use-profile-options.js';

const PINCODE_DIGITS = 6;

export function AddressFields({ control }: { control: ProfileControl }) {
  const { t } = useTranslation('member');
  const options = useProfileOptions();
  const choose = t('profile.choose');
  return (
    <FormSection id="address" title={t('profile:groups.addressDetails')}>
      <FormTextField
        control={control}
        name="addressDetails.address"
        label={t('profile:fields.address')}
        autoComplete="street-address"
        multiline
        minRows={2}
        required
      />
      <FormTextField
        control={control}
        name="addressDetails.tempAddress"
        label={t('profile:fields.tempAddress')}
        multiline
        minRows={2}
        required
      />
      <FormTextField control={control} name="addressDetails.city" label={t('profile:fields.city')} autoComplete="address-level2" required />
      <FormTextField control={control} name="addressDetails.taluka" label={t('profile:fields.taluka')} required />
      <FormTextField
        control={control}
        name="addressDetails.pincode"
        label={t('profile:fields.pincode')}
        autoComplete="postal-code"
        maxLength={PINCODE_DIGITS}
        numeric
        required
      />
      <FormSelectField
        control={control}
        name="addressDetails.district"
        label={t('profile:fields.district')}
        options={options.district}
        placeholder={choose}
        required
      />
      <FormSelectField
        control={control}
        name="addressDetails.state"
        label={t('profile:fields.state')}
        options={options.state}
        placeholder={choose}
        required
      />
    </FormSection>
  );
}
