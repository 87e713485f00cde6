import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FREE_TEXT_OF } from '../../../contract/preference-keys.js';
import { chosenPreferences } from '../../../contract/preferences.js';
import { FormSelectField } from '../../ui/form-select-field.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { FormSection } from './form-section.js';
import { PreferenceFields } from './preference-fields.js';
import type { ProfileControl } from './profile-fields.js';
import { useProfileOptions } from './use-profile-options.js';

/** How many of SPEC's free-text fields a structured preference stands for. */
const FREE_TEXTS_MAPPED = new Set(Object.values(FREE_TEXT_OF)).size;

type FreeTextField = 'PPAnnualIncome' | 'PPCaste' | 'PPEducation' | 'PPResidingCity' | 'PPHeight';

/**
 * Partner preferences (SPEC section 5), all optional: the structured ones first, then SPEC's
 * free text. A free-text field a structured preference stands for (FREE_TEXT_OF) shows while that
 * preference is empty, so what the member wrote before stays until they choose it.
 */
export function PartnerFields({ control }: { control: ProfileControl }) {
  const { t } = useTranslation('member');
  const options = useProfileOptions();
  const any = t('profile.any');
  const chosen = chosenPreferences(useWatch({ control, name: 'partnerpreferences' }));
  const superseded = new Set(chosen.map((key) => FREE_TEXT_OF[key]));
  const freeText = (name: FreeTextField) =>
    superseded.has(name) ? null : (
      <FormTextField control={control} name={`partnerpreferences.${name}`} label={t(`profile:fields.${name}`)} />
    );
  return (
    <FormSection id="partner" title={t('profile:groups.partnerpreferences')}>
      <PreferenceFields control={control} />
      <Typography component="h3" sx={{ gridColumn: '1 / -1', fontWeight: 600, mt: 1 }}>
        {t('profile:preferences.freeText')}
      </Typography>
      {superseded.size < FREE_TEXTS_MAPPED && (
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: -1 }}>
          {t('profile:preferences.freeTextIntro')}
        </Typography>
      )}
      {freeText('PPAnnualIncome')}
      {freeText('PPCaste')}
      {freeText('PPEducation')}
      <FormTextField control={control} name="partnerpreferences.PPResidingCountry" label={t('profile:fields.PPResidingCountry')} />
      <FormSelectField
        control={control}
        name="partnerpreferences.PPResidingState"
        label={t('profile:fields.PPResidingState')}
        options={options.residingState}
        placeholder={any}
      />
      {freeText('PPResidingCity')}
      {superseded.has('PPHeight') ? null : (
        <FormSelectField
          control={control}
          name="partnerpreferences.PPHeight"
          label={t('profile:fields.PPHeight')}
          options={options.height}
          placeholder={any}
        />
      )}
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
