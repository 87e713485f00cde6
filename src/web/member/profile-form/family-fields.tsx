import { useTranslation } from 'react-i18next';
import { FormTextField, MOBILE_INPUT } from '../../ui/form-text-field.js';
import { FormSection } from './form-section.js';
import type { ProfileControl } from './profile-fields.js';

/** What a Marathi biodata tells of the family's community, all optional. */
const COMMUNITY_FIELDS = ['gotra', 'devak', 'kuldaivat', 'nativePlace', 'maternalUncleName', 'maternalUncleVillage'] as const;

export function FamilyFields({ control }: { control: ProfileControl }) {
  const { t } = useTranslation('member');
  const mobile = MOBILE_INPUT;
  return (
    <FormSection id="family" title={t('profile:groups.familyDetails')}>
      <FormTextField control={control} name="familyDetails.motherName" label={t('profile:fields.motherName')} required />
      <FormTextField
        control={control}
        name="familyDetails.motherMobileNumber"
        label={t('profile:fields.motherMobileNumber')}
        required
        {...mobile}
      />
      <FormTextField control={control} name="familyDetails.fatherName" label={t('profile:fields.fatherName')} required />
      <FormTextField
        control={control}
        name="familyDetails.fatherMobileNumber"
        label={t('profile:fields.fatherMobileNumber')}
        required
        {...mobile}
      />
      <FormTextField control={control} name="familyDetails.brotherName" label={t('profile:fields.brotherName')} />
      <FormTextField
        control={control}
        name="familyDetails.brotherMobileNumber"
        label={t('profile:fields.brotherMobileNumber')}
        {...mobile}
      />
      <FormTextField control={control} name="familyDetails.sisterName" label={t('profile:fields.sisterName')} />
      <FormTextField control={control} name="familyDetails.sisterMobileNumber" label={t('profile:fields.sisterMobileNumber')} {...mobile} />
      <FormTextField
        control={control}
        name="familyDetails.numOfBrothers"
        label={t('profile:fields.numOfBrothers')}
        helperText={t('profile.siblingsHint')}
      />
      <FormTextField
        control={control}
        name="familyDetails.numOfSisters"
        label={t('profile:fields.numOfSisters')}
        helperText={t('profile.siblingsHint')}
      />
      <FormTextField control={control} name="familyDetails.marriedBrothers" label={t('profile:fields.marriedBrothers')} numeric />
      <FormTextField control={control} name="familyDetails.marriedSisters" label={t('profile:fields.marriedSisters')} numeric />
      {COMMUNITY_FIELDS.map((key) => (
        <FormTextField key={key} control={control} name={`familyDetails.${key}`} label={t(`profile:fields.${key}`)} />
      ))}
    </FormSection>
  );
}
