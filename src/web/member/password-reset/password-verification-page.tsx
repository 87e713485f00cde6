import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { newPasswordForm } from '../../../contract/password-reset.js';
import { ApiError } from '../../lib/api.js';
import { useHydrated } from '../../lib/hydrated.js';
import { paths } from '../../lib/paths.js';
import { PageLoader } from '../../ui/page-loader.js';
import { NarrowCard } from '../../ui/narrow-card.js';
import { PasswordField } from '../../ui/password-field.js';
import { useToast } from '../../ui/use-toast.js';
import { useChangeForgotPassword } from '../api/change-forgot-password.js';
import { errorText } from '../../lib/error-text.js';
import { readResetState } from './reset-state.js';
import { submitHandler } from '../../lib/form-submit.js';
import { SubmitButton } from '../../ui/submit-button.js';

/** Forgot password, step 3: a new password, set with the token the verified OTP answered. */
export function PasswordVerificationPage() {
  const { t } = useTranslation(['member', 'password-reset']);
  const toast = useToast();
  const navigate = useNavigate();
  const live = useHydrated();
  const { email, resetToken } = readResetState(useLocation().state);
  const changeForgotPassword = useChangeForgotPassword();
  const form = useForm({
    resolver: zodResolver(newPasswordForm),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  // The address travels in the browser's history entry, which the server never sees: it draws
  // the loader, and so does the browser's first render, which must match it.
  if (!live) return <PageLoader />;
  if (!email || !resetToken) return <Navigate to={paths.emailVerification} replace />;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await changeForgotPassword.mutateAsync({ password, email, token: resetToken });
      toast.success(t('toast.passwordUpdated'));
      await navigate(paths.auth, { replace: true });
    } catch (error) {
      // A refused reset (an OTP no longer verified, too many tries) explains itself by its code;
      // a call that failed without one gets SPEC's text.
      toast.error(error instanceof ApiError && error.code ? errorText(t, error) : t('toast.passwordWrong'));
    }
  });

  return (
    <NarrowCard title={t('reset.passwordTitle')} intro={t('reset.passwordIntro')}>
      <Box component="form" noValidate onSubmit={submitHandler(onSubmit)} sx={{ display: 'grid', gap: 2 }}>
        <PasswordField control={form.control} name="password" label={t('reset.newPassword')} autoComplete="new-password" required />
        <PasswordField
          control={form.control}
          name="confirmPassword"
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          required
        />
        <SubmitButton variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('auth.pleaseWait') : t('reset.savePassword')}
        </SubmitButton>
      </Box>
    </NarrowCard>
  );
}
