import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatIndiaDay, formatInr } from '../../lib/format.js';
import { languageOf } from '../../lib/i18n.js';
import { paths } from '../../lib/paths.js';
import { NarrowCard } from '../../ui/narrow-card.js';
import { PageLoader } from '../../ui/page-loader.js';
import { usePublicConfig } from '../api/public-config.js';
import { useUserInfo } from '../api/user-info.js';
import { usePayFee } from './use-pay-fee.js';

type Situation = 'free' | 'never' | 'ended' | 'due' | 'active';

/**
 * Paying or renewing the annual subscription: shown at sign-in when it has run out, and from the
 * home page's notice and the receipts page. It says where the member stands, and how to pay: a
 * button for Razorpay Checkout when the service takes payments online, and the office's own
 * instructions (cash, UPI, bank) when it has written them. Paying brings an approved profile
 * back at once, without a new review.
 */
export function RenewPage() {
  const { t, i18n } = useTranslation('payments');
  const language = languageOf(i18n.resolvedLanguage);
  const info = useUserInfo();
  const config = usePublicConfig();
  const payment = usePayFee(paths.renew);

  if (!info.data || !config.data) {
    if (info.isError || config.isError) {
      return (
        <NarrowCard title={t('renew.title.never')}>
          <Alert severity="error">{t('common:app.somethingWentWrong')}</Alert>
        </NarrowCard>
      );
    }
    return <PageLoader label={t('common:app.loading')} />;
  }

  const subscription = info.data.standing.subscription;
  const { annualFeeInr, paymentProvider, paymentInstructions, support } = config.data;
  const situation: Situation = !subscription.required
    ? 'free'
    : !subscription.until
      ? 'never'
      : !subscription.active
        ? 'ended'
        : subscription.renewalDue
          ? 'due'
          : 'active';
  const date = formatIndiaDay(subscription.until, language);
  const fee = formatInr(annualFeeInr);
  const canPay = situation !== 'free' && situation !== 'active';
  const instructions = paymentInstructions?.[language];

  return (
    <NarrowCard title={t(`renew.title.${situation}`)} intro={t(`renew.intro.${situation}`, { date })}>
      <Stack spacing={3}>
        {situation !== 'free' && <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>{t('renew.fee', { fee })}</Typography>}
        {canPay && paymentProvider === 'razorpay' && (
          <Box>
            <Button variant="contained" size="large" fullWidth onClick={() => void payment.pay()} disabled={payment.busy}>
              {payment.busy ? t('renew.opening') : t('renew.payOnline', { fee })}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('renew.onlineHint')}
            </Typography>
          </Box>
        )}
        {canPay && (instructions || paymentProvider === 'manual') && (
          <Paper variant="outlined" component="section" aria-labelledby="renew-office" sx={{ p: 2 }}>
            <Typography id="renew-office" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('renew.officeTitle')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>
              {/* Only a configured support phone is offered for questions (SUPPORT_PHONE). */}
              {instructions ?? (support.phone ? t('renew.officeDefault', { phone: support.phone }) : t('renew.officeDefaultNoPhone'))}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('renew.officeHint')}
            </Typography>
          </Paper>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to={paths.receipts} variant="outlined">
            {t('receipts.title')}
          </Button>
          {(situation === 'active' || situation === 'due' || situation === 'free') && (
            <Button component={RouterLink} to={paths.home}>
              {t('member:payment.goHome')}
            </Button>
          )}
        </Stack>
      </Stack>
    </NarrowCard>
  );
}
