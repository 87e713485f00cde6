import ErrorOutline from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.js';
import { NarrowCard } from '../../ui/narrow-card.js';
import { PageLoader } from '../../ui/page-loader.js';
import { hasToken, storeToken } from '../session/session-store.js';

/**
 * Where the payment provider returns the payer. `?type=1&token=...` means paid: the token is
 * kept and the member goes home. Anything else is a failed payment (SPEC section 2).
 */
export function PaymentPage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const paid = params.get('type') === '1' && Boolean(token);

  useEffect(() => {
    if (paid && token) {
      storeToken(token);
      void navigate(paths.home, { replace: true });
    }
  }, [paid, token, navigate]);

  if (paid) return <PageLoader label={t('common:app.loading')} />;

  return (
    <NarrowCard title={t('payment.failedTitle')}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}>
        <ErrorOutline color="error" sx={{ fontSize: 64 }} aria-hidden="true" />
        <Typography>{t('payment.failedBody')}</Typography>
        <Button variant="contained" component={RouterLink} to={hasToken() ? paths.home : paths.auth}>
          {hasToken() ? t('payment.goHome') : t('layout.login')}
        </Button>
      </Box>
    </NarrowCard>
  );
}
