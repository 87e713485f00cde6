import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changePasswordForm } from '../../../contract/accounts.js';
import { paths } from '../../lib/paths.js';
import { NarrowCard } from '../../ui/narrow-card.js';
import { PasswordField } from '../../ui/password-field.js';
import { useToast } from '../../ui/use-toast.js';
import { useChangePassword } from '../api/change-password.js';
import { useEndSession } from '../session/use-sign-out.js';
import { submitHandler } from '../../lib/form-submit.js';
import { SubmitButton } from '../../ui/submit-button.js';

/** Current, new and confirmation; success asks the member to sign in again (SPEC section 4). */
export function ChangePasswordPage() {
  const { t } = useTranslation('member');
  const toast = useToast();
  const navigate = useNavigate();
  const endSession = useEndSession();
  const changePassword = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordForm),
    mode: 'onTouched',
    defaultValues: { current: '', new: '', confirm: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync({ oldPassword: values.current, newPassword: values.new });
    } catch {
      toast.error(t('toast.passwordWrong'));
      return;
    }
    toast.success(t('toast.passwordUpdated'));
    // The new password is proven by signing in with it; the old session ends here.
    await navigate(paths.auth, { replace: true });
    endSession();
  });

  return (
    <NarrowCard title={t('account.changePassword')}>
      <Box component="form" noValidate onSubmit={submitHandler(onSubmit)} sx={{ display: 'grid', gap: 2 }}>
        <PasswordField
          control={form.control}
          name="current"
          label={t('account.currentPassword')}
          autoComplete="current-password"
          required
        />
        <PasswordField control={form.control} name="new" label={t('account.newPassword')} autoComplete="new-password" required />
        <PasswordField control={form.control} name="confirm" label={t('account.confirmPassword')} autoComplete="new-password" required />
        <SubmitButton variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('auth.pleaseWait') : t('account.savePassword')}
        </SubmitButton>
      </Box>
    </NarrowCard>
  );
}
