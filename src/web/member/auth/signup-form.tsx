import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActionData } from 'react-router';
import { ApiError } from '../../lib/api.js';
import { errorText } from '../../lib/error-text.js';
import { AUTH_INTENT, type AuthRefusal } from './auth-intent.js';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver.js';
import { formatInr } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { FormTextField, MOBILE_INPUT } from '../../ui/form-text-field.js';
import { PasswordField } from '../../ui/password-field.js';
import { useToast } from '../../ui/use-toast.js';
import { useRegister } from '../api/register.js';
import { usePublicConfig } from '../api/public-config.js';
import { usePayFee } from '../payments/use-pay-fee.js';
import { sessionStarted } from '../session/session-store.js';
import { ConsentFields } from '../legal/consent-fields.js';
import { SwitchTabPrompt } from './switch-tab-prompt.js';
import type { ConsentBody } from '../../../contract/legal.js';
import { submitHandler } from '../../lib/form-submit.js';

/** What registration charges when the fee is paid at the office (or there is none): nothing now. */
const CHARGE_NOW_INR = 0;

export function SignupForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation('member');
  const toast = useToast();
  const config = usePublicConfig();
  const register = useRegister();
  // With a fee paid at the office, the new member goes on to the profile form meanwhile.
  const payment = usePayFee(paths.home);
  // A refusal of the form posted before the script (auth-action.ts), drawn by the server.
  const refusal = useActionData<AuthRefusal>();
  const refused = refusal?.intent === AUTH_INTENT.signup ? refusal : undefined;
  const form = useForm({
    resolver: lazyZodResolver(async () => (await import('../../../contract/accounts.js')).registrationForm),
    mode: 'onTouched',
    defaultValues: { email: '', mobileNumber: '', password: '', marriagePurpose: false, termsAccepted: false },
  });

  // SPEC section 4: register, start the payment, then home. Registration already opens a session
  // (in the browser's cookie): it is kept, rather than signing in again and leaving a second alive.
  const onSubmit = form.handleSubmit(async ({ marriagePurpose, termsAccepted, ...account }) => {
    let created: { id?: string };
    try {
      // Both boxes are ticked (the form's schema says so); the server records them with the policy version.
      created = await register.mutateAsync({ ...account, consent: { marriagePurpose, termsAccepted } as ConsentBody });
    } catch (error) {
      // The server says which field is taken (MOBILE_TAKEN or EMAIL_TAKEN).
      toast.error(errorText(t, error));
      return;
    }
    if (!created.id) {
      toast.error(t('toast.mobileExists'));
      return;
    }
    sessionStarted();
    await payment.pay();
  });

  return (
    // A real form: before the app's script is there it posts to the server, which registers.
    <Box
      component="form"
      method="post"
      action={`${paths.auth}?tab=signup`}
      noValidate
      onSubmit={submitHandler(onSubmit)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('auth.signupTitle')}
      </Typography>
      <input type="hidden" name="intent" value={AUTH_INTENT.signup} />
      {refused && (
        <Alert severity="error" role="alert">
          {errorText(t, new ApiError(0, { data: { code: refused.code } }, 'refused'))}
        </Alert>
      )}
      <FormTextField control={form.control} name="email" label={t('auth.email')} type="email" autoComplete="email" required />
      <FormTextField
        control={form.control}
        name="mobileNumber"
        label={t('auth.mobileNumber')}
        {...MOBILE_INPUT}
        autoComplete="tel-national"
        required
      />
      <PasswordField control={form.control} name="password" label={t('auth.password')} autoComplete="new-password" required />
      <ConsentFields control={form.control} />
      <Alert severity="info" icon={false}>
        <Typography variant="body2">
          {config.data && config.data.annualFeeInr > 0
            ? t('auth.annualFee', { fee: formatInr(config.data.annualFeeInr) })
            : t('auth.annualFeeGeneric')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>
          {t('auth.chargeNow', {
            // Razorpay collects the fee right after registering: that is the amount to pay now.
            amount: formatInr(config.data?.paymentProvider === 'razorpay' ? config.data.annualFeeInr : CHARGE_NOW_INR),
          })}
        </Typography>
      </Alert>
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('auth.pleaseWait') : t('auth.registerButton')}
      </Button>
      <SwitchTabPrompt question={t('auth.haveAccount')} action={t('auth.loginLink')} to={loginPath} />
    </Box>
  );
}
