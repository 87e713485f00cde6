import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GRIEVANCE_STATUSES, type GrievanceRecord, type GrievanceStatus } from '../../../contract/grievances.js';
import { formatInstant } from '../../lib/format.js';
import { languageOf } from '../../lib/i18n.js';
import { ErrorState } from '../shared/error-state.js';
import { usePageTitle } from '../shared/use-page-title.js';
import { grievancesQuery, type GrievancesFilter } from '../api/grievance-calls.js';
import { GrievanceDialog } from './grievance-dialog.js';

/** Light chips with dark text: every status reads at AA contrast. */
const STATUS_STYLE: Record<GrievanceStatus, { bgcolor: string; color: string }> = {
  RECEIVED: { bgcolor: '#e3f2fd', color: '#0d47a1' },
  IN_PROGRESS: { bgcolor: '#fff3e0', color: '#7a3b00' },
  RESOLVED: { bgcolor: '#e8f5e9', color: '#1b5e20' },
  REJECTED: { bgcolor: '#eeeeee', color: '#333333' },
};

function readFilter(params: URLSearchParams): GrievancesFilter {
  const page = Number(params.get('page'));
  const status = params.get('status') as GrievanceStatus | null;
  return {
    page: Number.isInteger(page) && page > 0 ? page : 0,
    ...(status && GRIEVANCE_STATUSES.includes(status) ? { status } : {}),
  };
}

/** The Grievances screen: each ticket with its status and due date, overdue ones flagged and first. */
export function GrievancesPage() {
  const { t, i18n } = useTranslation('grievances');
  const language = languageOf(i18n.resolvedLanguage);
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const page = useQuery(grievancesQuery(filter));
  const [open, setOpen] = useState<GrievanceRecord | null>(null);

  const setFilter = (next: GrievancesFilter) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page > 0) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, gap: 2 }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('filter')}
          value={filter.status ?? ''}
          onChange={(event) => setFilter({ page: 0, ...(event.target.value ? { status: event.target.value as GrievanceStatus } : {}) })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="">{t('allStatuses')}</option>
          {GRIEVANCE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </TextField>
      </Stack>

      {page.data && page.data.overdueCount > 0 && (
        <Alert severity="error" role="status">
          {t('overdueCount', { count: page.data.overdueCount })}
        </Alert>
      )}
      {page.isPending && (
        <Stack role="status" spacing={1} sx={{ alignItems: 'center', py: 8 }}>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">{t('loading')}</Typography>
        </Stack>
      )}
      {page.isError && !page.data && <ErrorState onRetry={() => void page.refetch()} retrying={page.isFetching} />}
      {page.data && page.data.grievances.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('empty')}</Typography>
        </Paper>
      )}
      {page.data && page.data.grievances.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, opacity: page.isPlaceholderData ? 0.6 : 1 }}>
          {page.data.grievances.map((grievance) => (
            <Paper
              component="li"
              key={grievance.id}
              variant="outlined"
              sx={{
                p: { xs: 1.5, sm: 2 },
                borderColor: grievance.overdue ? 'error.main' : undefined,
                borderWidth: grievance.overdue ? 2 : 1,
              }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
                <Typography component="h2" sx={{ fontWeight: 700, mr: 1 }}>
                  {grievance.ticket}
                </Typography>
                <Chip size="small" sx={STATUS_STYLE[grievance.status]} label={t(`statuses.${grievance.status}`)} />
                {grievance.overdue && <Chip size="small" color="error" label={t('overdue')} />}
                <Chip size="small" variant="outlined" label={t(`categories.${grievance.category}`)} />
              </Box>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, columnGap: 2, rowGap: 0.25 }}
              >
                {[
                  [t('received'), formatInstant(grievance.createdAt, language)],
                  [t('due'), formatInstant(grievance.dueAt, language)],
                  [t('complainant'), grievance.email + (grievance.byMember ? ` · ${t('member')}` : '')],
                  ...(grievance.profileRef ? [[t('profileRef'), grievance.profileRef]] : []),
                  ...(grievance.resolutionNote ? [[t('note'), grievance.resolutionNote]] : []),
                ].map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 0.75, sm: 0 }, overflowWrap: 'anywhere' }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {grievance.description}
              </Typography>
              {grievance.status !== 'RESOLVED' && grievance.status !== 'REJECTED' && (
                <Button variant="outlined" size="small" sx={{ mt: 1.5 }} onClick={() => setOpen(grievance)}>
                  {t('update')}
                </Button>
              )}
            </Paper>
          ))}
        </Box>
      )}
      {page.data && (filter.page > 0 || page.data.hasMore) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
          <Button disabled={filter.page === 0} onClick={() => setFilter({ ...filter, page: filter.page - 1 })}>
            {t('previous')}
          </Button>
          <Button disabled={!page.data.hasMore} onClick={() => setFilter({ ...filter, page: filter.page + 1 })}>
            {t('next')}
          </Button>
        </Stack>
      )}
      {open && <GrievanceDialog grievance={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
