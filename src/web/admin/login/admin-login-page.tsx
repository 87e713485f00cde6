import { zodResolver } from '@hookform/resolvers/zod';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { adminLoginForm } from '../../../contract/admin.js';
import { MOBILE_DIGITS } from '../../../contract/limits.js';
import { paths } from '../../lib/paths.js';
import { BrandMark } from '../layout/brand-mark.js';
import { LanguageMenu } from '../layout/language-menu.js';
import { storeAdminToken } from '../session/admin-token.js';
import { showAdminToast } from '../shared/admin-toast.js';
import { usePageTitle } from '../shared/use-page-title.js';
import { adminLogin, LoginRefused } from './admin-login.js';

type FormInput = z.input<typeof adminLoginForm>;
type FormOutput = z.output<typeof adminLoginForm>;

export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  usePageTitle(t('login.title'));

  // Errors appear once a field has been left, not while the admin is still typing (SPEC section 5).
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(adminLoginForm),
    mode: 'onTouched',
    defaultValues: { mobileNumber: '', password: '' },
  });
  const { errors } = formState;

  const login = useMutation({
    mutationFn: adminLogin,
    onSuccess: (token) => {
      storeAdminToken(token);
      navigate(paths.admin.home, { replace: true });
    },
    onError: (error) => {
      showAdminToast(error instanceof LoginRefused ? error.message : t('toast.error'), 'error');
    },
  });

  const errorText = (message: string | undefined) => (message ? t(message, { ns: 'common' }) : undefined);

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
        <LanguageMenu />
      </Box>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={3} component="form" noValidate onSubmit={handleSubmit((values) => login.mutate(values))}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <BrandMark size={48} />
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {t('login.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('login.subtitle')}
            </Typography>
          </Stack>
          <TextField
            {...register('mobileNumber')}
            id="admin-mobile"
            label={t('login.mobile')}
            type="tel"
            autoComplete="username"
            required
            fullWidth
            error={Boolean(errors.mobileNumber)}
            helperText={errorText(errors.mobileNumber?.message)}
            slotProps={{ htmlInput: { maxLength: MOBILE_DIGITS, inputMode: 'numeric' } }}
          />
          <TextField
            {...register('password')}
            id="admin-password"
            label={t('login.password')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            fullWidth
            error={Boolean(errors.password)}
            helperText={errorText(errors.password?.message)}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      onClick={() => setShowPassword((shown) => !shown)}
                      edge="end"
                      aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={login.isPending}>
            {login.isPending ? t('login.loading') : t('login.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
