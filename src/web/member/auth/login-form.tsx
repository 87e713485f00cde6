import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActionData, useNavigate } from 'react-router';
import { paths } from '../../lib/paths.js';
import { AppLink } from '../../ui/app-link.js';
import { FormTextField, MOBILE_INPUT } from '../../ui/form-text-field.js';
import { PasswordField } from '../../ui/password-field.js';
import { useToast } from '../../ui/use-toast.js';
import { useLogin } from '../api/login.js';
import { errorText } from '../../lib/error-text.js';
import { ApiError } from '../../lib/api.js';
import { AUTH_INTENT, type AuthRefusal } from './auth-intent.js';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.js';
import { userInfoQuery } from '../api/user-info.js';
import { landingPathFor } from '../session/onboarding.js';
import { mergeLocalFavourites } from '../favourites/favourites-sync.js';
import { SwitchTabPrompt } from './switch-tab-prompt.js';
import { submitHandler } from '../../lib/form-submit.js';

export function LoginForm({ signupPath }: { signupPath: string }) {
  const { t } = useTranslation('member');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const form = useForm({
    resolver: lazyZodResolver(async () => (await import('../../../contract/accounts.js')).userLoginBody),
    mode: 'onTouched',
    defaultValues: { mobileNumber: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      // SPEC section 4: the member's record decides where sign-in leads.
      const user = await queryClient.fetchQuery({ ...userInfoQuery, staleTime: 0 });
      // Favourites kept in this browser join the ones on the server; the sign-in never waits on a failure.
      await mergeLocalFavourites().catch(() => undefined);
      await navigate(landingPathFor(user), { replace: true });
    } catch (error) {
      toast.error(errorText(t, error));
    }
  });

  // A refusal of the form posted before the script (sign-in-action.ts), drawn by the server.
  const refusal = useActionData<AuthRefusal>();
  const refused = refusal?.intent === AUTH_INTENT.login ? refusal : undefined;

  return (
    // A real form: before the app's script is there it posts to the server, which signs in.
    <Box component="form" method="post" action={paths.auth} noValidate onSubmit={submitHandler(onSubmit)} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('auth.loginTitle')}
      </Typography>
      <input type="hidden" name="intent" value={AUTH_INTENT.login} />
      {refused && (
        <Alert severity="error" role="alert">
          {errorText(t, new ApiError(0, { data: { code: refused.code } }, 'refused'))}
        </Alert>
      )}
      <FormTextField
        control={form.control}
        name="mobileNumber"
        label={t('auth.mobileNumber')}
        {...MOBILE_INPUT}
        autoComplete="tel-national"
        required
      />
      <PasswordField control={form.control} name="password" label={t('auth.password')} autoComplete="current-password" required />
      <Box sx={{ textAlign: 'right', mt: -1 }}>
        <AppLink to={paths.emailVerification}>{t('auth.forgotPassword')}</AppLink>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('auth.pleaseWait') : t('auth.loginButton')}
      </Button>
      <SwitchTabPrompt question={t('auth.noAccount')} action={t('auth.signUpLink')} to={signupPath} />
    </Box>
  );
}
