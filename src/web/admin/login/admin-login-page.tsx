import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { adminLoginForm } from '../../../contract/admin.js';
import { paths } from '../../lib/paths.js';
import { FormTextField, MOBILE_INPUT } from '../../ui/form-text-field.js';
import { LanguageSwitcher } from '../../ui/language-switcher.js';
import { PasswordField } from '../../ui/password-field.js';
import { BrandMark } from '../layout/brand-mark.js';
import { showAdminToast } from '../shared/admin-toast.js';
import { usePageTitle } from '../shared/use-page-title.js';
import { errorText } from '../../lib/error-text.js';
import { CodeStep } from '../two-step/code-step.js';
import { EnrolStep } from '../two-step/enrol-step.js';
import { RecoveryCodesStep } from '../two-step/recovery-codes-step.js';
import { abandonSignIn, type SecondStepDone } from '../api/second-step-api.js';
import { adminLogin } from '../api/admin-login.js';
import { submitHandler } from '../../lib/form-submit.js';
import { SubmitButton } from '../../ui/submit-button.js';

type FormInput = z.input<typeof adminLoginForm>;
type FormOutput = z.output<typeof adminLoginForm>;

/** Where sign-in stands: the password, then enrolment or the code, then (once) the recovery codes. */
type Stage = { step: 'password' } | { step: 'enrol' } | { step: 'code' } | { step: 'recovery-codes'; codes: string[] };

function PasswordStep({ onPassed }: { onPassed: (stage: Stage) => void }) {
  const { t } = useTranslation('admin');
  // Errors appear once a field has been left, not while the admin is still typing (SPEC section 5).
  const { control, handleSubmit } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(adminLoginForm),
    mode: 'onTouched',
    defaultValues: { mobileNumber: '', password: '' },
  });
  const login = useMutation({
    mutationFn: adminLogin,
    onSuccess: (secondStep) => onPassed({ step: secondStep === 'ENROL' ? 'enrol' : 'code' }),
    onError: (error) => {
      showAdminToast(errorText(t, error), 'error');
    },
  });
  return (
    <Stack spacing={3} component="form" noValidate onSubmit={submitHandler(handleSubmit((values) => login.mutate(values)))}>
      <FormTextField
        control={control}
        name="mobileNumber"
        id="admin-mobile"
        label={t('login.mobile')}
        {...MOBILE_INPUT}
        autoComplete="username"
        required
      />
      <PasswordField
        control={control}
        name="password"
        id="admin-password"
        label={t('login.password')}
        autoComplete="current-password"
        required
      />
      <SubmitButton variant="contained" size="large" fullWidth disabled={login.isPending}>
        {login.isPending ? t('login.loading') : t('login.submit')}
      </SubmitButton>
    </Stack>
  );
}

export function AdminLoginPage() {
  const { t } = useTranslation(['admin', 'two-step']);
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ step: 'password' });
  const titles: Record<Stage['step'], string> = {
    password: t('login.title'),
    enrol: t('two-step:enrol.title'),
    code: t('two-step:code.title'),
    'recovery-codes': t('two-step:recovery.title'),
  };
  usePageTitle(titles[stage.step]);

  // The answer put the full session into the admin cookie.
  const signedIn = (done: SecondStepDone) => {
    if (done.recoveryCodes) {
      setStage({ step: 'recovery-codes', codes: done.recoveryCodes });
      return;
    }
    if (done.recoveryCodesLeft < 3) showAdminToast(t('two-step:code.recoveryLeft', { left: done.recoveryCodesLeft }), 'warning');
    void navigate(paths.admin.home, { replace: true });
  };
  const cancel = () => {
    abandonSignIn();
    setStage({ step: 'password' });
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 6,
        background: 'linear-gradient(160deg, #fbf7f4 0%, #f3e3e9 100%)',
        position: 'relative',
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LanguageSwitcher color="primary" />
      </Box>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={3}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <BrandMark size={48} />
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {titles[stage.step]}
            </Typography>
            {stage.step === 'password' && (
              <Typography variant="body2" color="text.secondary">
                {t('login.subtitle')}
              </Typography>
            )}
          </Stack>
          {stage.step === 'password' && <PasswordStep onPassed={setStage} />}
          {stage.step === 'enrol' && <EnrolStep onDone={signedIn} onCancel={cancel} />}
          {stage.step === 'code' && <CodeStep onDone={signedIn} onCancel={cancel} />}
          {stage.step === 'recovery-codes' && (
            <RecoveryCodesStep codes={stage.codes} onContinue={() => void navigate(paths.admin.home, { replace: true })} />
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
