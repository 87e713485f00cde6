import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeEmailBody } from '../../../contract/verification.js';
import { errorText } from '../../lib/error-text.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { PasswordField } from '../../ui/password-field.js';
import { useToast } from '../../ui/use-toast.js';
import { useChangeEmail } from '../api/change-email.js';
import { submitHandler } from '../../lib/form-submit.js';
import { SubmitButton } from '../../ui/submit-button.js';

/** A new email address, confirmed with the password; verification starts again for it. */
export function ChangeEmailForm({ onChanged, onCancel }: { onChanged: () => void; onCancel: () => void }) {
  const { t } = useTranslation('verification');
  const toast = useToast();
  const { mutateAsync: changeEmail } = useChangeEmail();
  const form = useForm({ resolver: zodResolver(changeEmailBody), mode: 'onTouched', defaultValues: { email: '', password: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await changeEmail(values);
      toast.success(answer.codeSent ? t('email.changed', { email: answer.email }) : t('email.changedNoCode'));
      onChanged();
    } catch (error) {
      toast.error(errorText(t, error));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submitHandler(onSubmit)} sx={{ display: 'grid', gap: 1.5 }}>
      <FormTextField
        control={form.control}
        name="email"
        id="new-email"
        label={t('email.newEmail')}
        type="email"
        autoComplete="email"
        required
      />
      <PasswordField
        control={form.control}
        name="password"
        id="change-email-password"
        label={t('email.password')}
        autoComplete="current-password"
        required
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <SubmitButton variant="contained" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('pleaseWait') : t('email.save')}
        </SubmitButton>
        <Button onClick={onCancel}>{t('cancel')}</Button>
      </Box>
    </Box>
  );
}
