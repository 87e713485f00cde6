import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { OTP_DIGITS } from '../../../contract/limits.js';
import { otpForm } from '../../../contract/password-reset.js';
import { useHydrated } from '../../lib/hydrated.js';
import { paths } from '../../lib/paths.js';
import { PageLoader } from '../../ui/page-loader.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { NarrowCard } from '../../ui/narrow-card.js';
import { useToast } from '../../ui/use-toast.js';
import { useCheckEmail } from '../api/check-email.js';
import { useVerifyOtp } from '../api/verify-otp.js';
import { errorText } from '../../lib/error-text.js';
import { readResetState, type ResetState } from './reset-state.js';
import { submitHandler } from '../../lib/form-submit.js';
import { SubmitButton } from '../../ui/submit-button.js';

/** Forgot password, step 2: the OTP mailed to the address from step 1. */
export function OtpVerificationPage() {
  const { t } = useTranslation(['member', 'password-reset']);
  const toast = useToast();
  const navigate = useNavigate();
  const live = useHydrated();
  const { email } = readResetState(useLocation().state);
  const checkEmail = useCheckEmail();
  const verifyOtp = useVerifyOtp();
  const form = useForm({ resolver: zodResolver(otpForm), mode: 'onTouched', defaultValues: { otp: '' } });

  // The address travels in the browser's history entry, which the server never sees: it draws
  // the loader, and so does the browser's first render, which must match it.
  if (!live) return <PageLoader />;
  if (!email) return <Navigate to={paths.emailVerification} replace />;

  const onSubmit = form.handleSubmit(async ({ otp }) => {
    try {
      const { resetToken } = await verifyOtp.mutateAsync({ otp, email });
      toast.success(t('toast.otpCorrect'));
      await navigate(paths.passwordVerification, { state: { email, resetToken } satisfies ResetState, replace: true });
    } catch (error) {
      toast.error(errorText(t, error));
    }
  });

  const resend = async () => {
    try {
      await checkEmail.mutateAsync({ email });
      toast.success(t('toast.otpSent', { email }));
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };

  return (
    <NarrowCard title={t('reset.otpTitle')} intro={t('reset.otpIntro', { email })}>
      <Box component="form" noValidate onSubmit={submitHandler(onSubmit)} sx={{ display: 'grid', gap: 2 }}>
        <FormTextField
          control={form.control}
          name="otp"
          label={t('reset.otp')}
          autoComplete="one-time-code"
          maxLength={OTP_DIGITS}
          numeric
          required
        />
        <SubmitButton variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('auth.pleaseWait') : t('reset.verifyOtp')}
        </SubmitButton>
        <Button variant="text" onClick={() => void resend()}>
          {t('reset.resendOtp')}
        </Button>
      </Box>
    </NarrowCard>
  );
}
