import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../ui/form-select-field.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { FormSection } from './form-section.js';
import type { ProfileControl } from './profile-fields.js';
import { useProfileOptions } from './use-profile-options.js';

/** Partner preferences: all optional (SPEC section 5). */
export function PartnerFields({ control }: { control: ProfileControl }) {
  const { t } = useTranslation('member');
  const options = useProfileOptions();
  const any = t('profile.any');
  return (
    <FormSection id="partner" title={t('profile:groups.partnerpreferences')}>
      <FormTextField control={control} name="partnerpreferences.PPAnnualIncome" label={t('profile:fields.PPAnnualIncome')} />
      <FormTextField control={control} name="partnerpreferences.PPCaste" label={t('profile:fields.PPCaste')} />
      <FormTextField control={control} name="partnerpreferences.PPEducation" label={t('profile:fields.PPEducation')} />
      <FormTextField control={control} name="partnerpreferences.PPResidingCountry" label={t('profile:fields.PPResidingCountry')} />
      <FormSelectField
        control={control}
        name="partnerpreferences.PPResidingState"
        label={t('profile:fields.PPResidingState')}
        options={options.residingState}
        placeholder={any}
      />
      <FormTextField control={control} name="partnerpreferences.PPResidingCity" label={t('profile:fields.PPResidingCity')} />
      <FormSelectField
        control={control}
        name="partnerpreferences.PPHeight"
        label={t('profile:fields.PPHeight')}
        options={options.height}
        placeholder={any}
      />
      <FormSelectField
        control={control}
        name="partnerpreferences.PPWeight"
        label={t('profile:fields.PPWeight')}
        options={options.weight}
        placeholder={any}
      />
      <FormTextField control={control} name="partnerpreferences.PPSkinColor" label={t('profile:fields.PPSkinColor')} />
    </FormSection>
  );
}
