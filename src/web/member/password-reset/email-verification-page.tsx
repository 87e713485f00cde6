import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkEmailBody } from '../../../contract/password-reset.js';
import { paths } from '../../lib/paths.js';
import { AppLink } from '../../ui/app-link.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { NarrowCard } from '../../ui/narrow-card.js';
import { useToast } from '../../ui/use-toast.js';
import { useCheckEmail } from '../api/check-email.js';
import { errorText } from '../../lib/error-text.js';
import type { ResetState } from './reset-state.js';
import { submitHandler } from '../../lib/form-submit.js';
import { SubmitButton } from '../../ui/submit-button.js';

/** Forgot password, step 1: the registered email receives a 4-digit OTP. */
export function EmailVerificationPage() {
  const { t } = useTranslation(['member', 'password-reset']);
  const toast = useToast();
  const navigate = useNavigate();
  const checkEmail = useCheckEmail();
  const form = useForm({ resolver: zodResolver(checkEmailBody), mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await checkEmail.mutateAsync({ email });
      toast.success(t('toast.otpSent', { email }));
      await navigate(paths.otpVerification, { state: { email } satisfies ResetState });
    } catch (error) {
      toast.error(errorText(t, error, { email }));
    }
  });

  return (
    <NarrowCard title={t('reset.emailTitle')} intro={t('reset.emailIntro')}>
      <Box component="form" noValidate onSubmit={submitHandler(onSubmit)} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField control={form.control} name="email" label={t('auth.email')} type="email" autoComplete="email" required />
        <SubmitButton variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('auth.pleaseWait') : t('reset.sendOtp')}
        </SubmitButton>
        <AppLink to={paths.auth} sx={{ justifySelf: 'center' }}>
          {t('reset.backToLogin')}
        </AppLink>
      </Box>
    </NarrowCard>
  );
}
