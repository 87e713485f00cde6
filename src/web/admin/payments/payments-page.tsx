import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminPaymentsQuery, type AdminPaymentsFilter } from '../../../contract/admin-payments.js';
import { isSessionError } from '../session/admin-session-guard.js';
import { showAdminToast } from '../shared/admin-toast.js';
import { ErrorState } from '../shared/error-state.js';
import { usePageTitle } from '../shared/use-page-title.js';
import { downloadPaymentsCsv } from '../api/export-payments.js';
import { paymentsQuery } from '../api/get-payments.js';
import { publicConfigQuery } from '../api/get-public-config.js';
import { PaymentList } from './payment-list.js';
import { PaymentsFilter } from './payments-filter.js';
import { RecordPaymentDialog } from './record-payment-dialog.js';

/** Filter and page live in the address, so a reload or a shared link shows the same rows. */
function readFilter(params: URLSearchParams): AdminPaymentsFilter & { page: number } {
  const parsed = adminPaymentsQuery.safeParse(Object.fromEntries(params));
  const page = Number(params.get('page'));
  return { ...(parsed.success ? parsed.data : {}), page: Number.isInteger(page) && page > 0 ? page : 0 };
}

/**
 * Payments for the office: member, amount, method, status, date and receipt number, filtered by
 * status and days; the same rows as a CSV file; and the form for money received at the office.
 */
export function PaymentsPage() {
  const { t } = useTranslation('admin-payments');
  usePageTitle(t('title'));
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const payments = useQuery(paymentsQuery(filter));
  const fee = useQuery(publicConfigQuery);
  const [recording, setRecording] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { page, ...rowsFilter } = filter;

  const setFilter = (next: AdminPaymentsFilter & { page?: number }) => {
    const search = new URLSearchParams();
    for (const key of ['status', 'from', 'to'] as const) if (next[key]) search.set(key, next[key]);
    if (next.page) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPaymentsCsv(rowsFilter);
    } catch (error) {
      if (!isSessionError(error)) showAdminToast(t('exportFailed'), 'error');
    } finally {
      setExporting(false);
    }
  };

  const rows = payments.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? t('admin:common.loading') : t('export')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setRecording(true)}>
            {t('record.open')}
          </Button>
        </Stack>
      </Stack>
      <PaymentsFilter
        key={`${rowsFilter.status}|${rowsFilter.from}|${rowsFilter.to}`}
        current={rowsFilter}
        onApply={(next) => setFilter(next)}
      />

      {payments.isPending && (
        <Stack role="status" spacing={1} sx={{ alignItems: 'center', py: 8 }}>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">{t('admin:common.loading')}</Typography>
        </Stack>
      )}
      {payments.isError && !payments.data && <ErrorState onRetry={() => void payments.refetch()} retrying={payments.isFetching} />}
      {payments.data && (
        <Box sx={{ opacity: payments.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {rows.length > 0 ? (
            <PaymentList rows={rows} caption={t('title')} narrow={narrow} />
          ) : (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">{t('empty')}</Typography>
            </Paper>
          )}
        </Box>
      )}
      {payments.data && (page > 0 || payments.data.hasMore) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
          {page > 0 && (
            <Button variant="outlined" onClick={() => setFilter({ ...rowsFilter, page: page - 1 })}>
              {t('admin:users.seePage', { number: page })}
            </Button>
          )}
          {payments.data.hasMore && (
            <Button variant="contained" onClick={() => setFilter({ ...rowsFilter, page: page + 1 })}>
              {t('admin:users.seePage', { number: page + 2 })}
            </Button>
          )}
        </Stack>
      )}
      <RecordPaymentDialog
        key={fee.data?.annualFeeInr ?? 'loading'}
        open={recording}
        feeInr={fee.data?.annualFeeInr ?? 0}
        onClose={() => setRecording(false)}
      />
    </Stack>
  );
}
