import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ageInYears } from '../../../contract/dates.js';
import { userDetails, type UserDetailsInput } from '../../../contract/profile.js';
import type { UserRecord } from '../../../contract/users.js';
import { useToast } from '../../ui/use-toast.js';
import { useUpdateUser } from '../api/update-user.js';
import { AddressFields } from './address-fields.js';
import { BasicFields } from './basic-fields.js';
import { FamilyFields } from './family-fields.js';
import { PartnerFields } from './partner-fields.js';
import { PersonalFields } from './personal-fields.js';
import { submitHandler } from '../../lib/form-submit.js';
import { SubmitButton } from '../../ui/submit-button.js';

interface Props {
  defaultValues: UserDetailsInput;
  submitLabel: string;
  onSaved: (user: UserRecord) => void;
  /** What the toast says once saved, from the saved record; "Details updated successfully" otherwise. */
  savedText?: (user: UserRecord) => string | undefined;
}

/**
 * Every field of the member's profile, validated by the contract's `userDetails` schema (the
 * one the server enforces). Errors show once a field was left, or on submit.
 */
export function ProfileForm({ defaultValues, submitLabel, onSaved, savedText }: Props) {
  const { t } = useTranslation('member');
  const toast = useToast();
  const updateUser = useUpdateUser();
  const form = useForm({ resolver: zodResolver(userDetails), mode: 'onTouched', defaultValues });
  const { isSubmitting, submitCount, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await updateUser.mutateAsync({ age: ageInYears(values.personalDetails.dateOfBirth), userDetails: values });
      toast.success(savedText?.(user) ?? t('toast.detailsUpdated'));
      onSaved(user);
    } catch {
      toast.error(t('toast.somethingWentWrong'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submitHandler(onSubmit)} sx={{ display: 'grid', gap: 3 }}>
      <PersonalFields control={form.control} storedReligion={defaultValues.personalDetails.religion} />
      <BasicFields control={form.control} stored={defaultValues.basicDetails} />
      <FamilyFields control={form.control} />
      <AddressFields control={form.control} />
      <PartnerFields control={form.control} />
      {submitCount > 0 && !isValid && (
        <Alert severity="error" role="alert">
          {t('profile.fixErrors')}
        </Alert>
      )}
      <SubmitButton
        variant="contained"
        size="large"
        disabled={isSubmitting}
        sx={{ justifySelf: { xs: 'stretch', sm: 'end' }, minWidth: 200 }}
      >
        {isSubmitting ? t('auth.pleaseWait') : submitLabel}
      </SubmitButton>
    </Box>
  );
}
