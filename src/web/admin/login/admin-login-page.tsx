import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
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
import { storeAdminToken } from '../session/admin-token.js';
import { showAdminToast } from '../shared/admin-toast.js';
import { usePageTitle } from '../shared/use-page-title.js';
import { errorText } from '../../lib/error-text.js';
import { adminLogin } from './admin-login.js';
import { submitHandler } from '../../lib/form-submit.js';

type FormInput = z.input<typeof adminLoginForm>;
type FormOutput = z.output<typeof adminLoginForm>;

export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  usePageTitle(t('login.title'));

  // Errors appear once a field has been left, not while the admin is still typing (SPEC section 5).
  const { control, handleSubmit } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(adminLoginForm),
    mode: 'onTouched',
    defaultValues: { mobileNumber: '', password: '' },
  });

  const login = useMutation({
    mutationFn: adminLogin,
    onSuccess: (token) => {
      storeAdminToken(token);
      // A navigation settles by itself: a failing page shows its error element, nothing rejects.
      void navigate(paths.admin.home, { replace: true });
    },
    onError: (error) => {
      showAdminToast(errorText(t, error), 'error');
    },
  });

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
        <Stack spacing={3} component="form" noValidate onSubmit={submitHandler(handleSubmit((values) => login.mutate(values)))}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <BrandMark size={48} />
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {t('login.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('login.subtitle')}
            </Typography>
          </Stack>
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
          <Button type="submit" variant="contained" size="large" fullWidth disabled={login.isPending}>
            {login.isPending ? t('login.loading') : t('login.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
