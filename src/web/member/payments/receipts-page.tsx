import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatPaise } from '../../../contract/money.js';
import type { Receipt } from '../../../contract/payments.js';
import { formatIndiaDay } from '../../lib/format.js';
import { languageOf } from '../../lib/i18n.js';
import { paths } from '../../lib/paths.js';
import { NarrowCard } from '../../ui/narrow-card.js';
import { PageLoader } from '../../ui/page-loader.js';
import { useReceipts } from '../api/receipts.js';
import { useUserInfo } from '../api/user-info.js';
import { RetryAlert } from '../../ui/retry-alert.js';

/** One receipt as a card: its number and day, then the facts the receipt mail gave. */
function ReceiptCard({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation('payments');
  const language = languageOf(i18n.resolvedLanguage);
  const rows: [string, string][] = [
    [t('receipts.amount'), formatPaise(receipt.amountPaise)],
    [
      t('receipts.period'),
      t('receipts.periodValue', { from: formatIndiaDay(receipt.periodStart, language), to: formatIndiaDay(receipt.periodEnd, language) }),
    ],
    [t('receipts.method'), receipt.method ? t(`method.${receipt.method}`) : '—'],
    ...(receipt.reference ? ([[t('receipts.reference'), receipt.reference]] as [string, string][]) : []),
  ];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('receipts.number', { number: receipt.receiptNo })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatIndiaDay(receipt.completedAt, language)}
        </Typography>
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** The member's receipts (account menu), with where their subscription stands and a way to renew. */
export function ReceiptsPage() {
  const { t, i18n } = useTranslation('payments');
  const language = languageOf(i18n.resolvedLanguage);
  const receipts = useReceipts();
  const info = useUserInfo();
  const subscription = info.data?.standing.subscription;

  if (receipts.isPending) return <PageLoader label={t('common:app.loading')} />;

  const status = !subscription
    ? undefined
    : !subscription.required
      ? t('receipts.status.free')
      : !subscription.until
        ? t('receipts.status.never')
        : subscription.active
          ? t('receipts.status.active', { date: formatIndiaDay(subscription.until, language) })
          : t('receipts.status.ended', { date: formatIndiaDay(subscription.until, language) });
  const renew = subscription?.required && (!subscription.active || subscription.renewalDue);

  return (
    <NarrowCard title={t('receipts.title')}>
      <Stack spacing={2}>
        {status && (
          <Alert
            severity={renew ? 'warning' : 'info'}
            action={
              subscription?.required ? (
                <Button color="inherit" size="small" component={RouterLink} to={paths.renew}>
                  {renew ? t('receipts.renew') : t('receipts.details')}
                </Button>
              ) : undefined
            }
          >
            {status}
          </Alert>
        )}
        {receipts.isError ? (
          <RetryAlert onRetry={() => void receipts.refetch()} />
        ) : receipts.data.length === 0 ? (
          <Typography color="text.secondary" role="status">
            {t('receipts.empty')}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.5} aria-label={t('receipts.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {receipts.data.map((receipt) => (
              <ReceiptCard key={receipt.paymentId} receipt={receipt} />
            ))}
          </Stack>
        )}
      </Stack>
    </NarrowCard>
  );
}
