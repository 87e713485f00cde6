import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { ReportQueue } from '../../../contract/admin-reports.js';
import { ErrorState } from '../shared/error-state.js';
import { PageButtons } from '../shared/page-buttons.js';
import { usePageTitle } from '../shared/use-page-title.js';
import { reportsQuery } from '../api/get-reports.js';
import { ReportActions } from './report-actions.js';
import { ReportGroupCard } from './report-group-card.js';

/** /admin/reports: reported profiles grouped, newest first; open ones to decide, resolved ones to look back on. */
export function ReportsPage() {
  const { t } = useTranslation('moderation');
  usePageTitle(t('reports.title'));
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const status: ReportQueue = params.get('status') === 'RESOLVED' ? 'RESOLVED' : 'OPEN';
  const page = Math.max(0, Number(params.get('page')) || 0);
  const reports = useQuery(reportsQuery(status, page));
  const from = location.pathname + location.search;

  const go = (next: { status: ReportQueue; page: number }) => {
    const search = new URLSearchParams();
    if (next.status === 'RESOLVED') search.set('status', 'RESOLVED');
    if (next.page > 0) search.set('page', String(next.page));
    setParams(search, { replace: true });
    window.scrollTo({ top: 0 });
  };
  const groups = reports.data?.groups ?? [];

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('reports.title')}
      </Typography>
      <Tabs value={status} onChange={(_event, value: ReportQueue) => go({ status: value, page: 0 })} aria-label={t('reports.filter')}>
        <Tab value="OPEN" label={t('reports.open')} />
        <Tab value="RESOLVED" label={t('reports.resolved')} />
      </Tabs>
      {reports.isPending && (
        <Stack role="status" spacing={1} sx={{ alignItems: 'center', py: 8 }}>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">{t('admin:users.loading')}</Typography>
        </Stack>
      )}
      {reports.isError && !reports.data && <ErrorState onRetry={() => void reports.refetch()} retrying={reports.isFetching} />}
      {reports.data && (
        <>
          {groups.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">{t(status === 'OPEN' ? 'reports.emptyOpen' : 'reports.emptyResolved')}</Typography>
            </Paper>
          ) : (
            <Stack spacing={2} sx={{ opacity: reports.isPlaceholderData ? 0.6 : 1 }}>
              {groups.map((group) => (
                <ReportGroupCard
                  key={`${group.reportedUserId ?? group.label}-${group.latestAt}`}
                  group={group}
                  from={from}
                  actions={
                    status === 'OPEN' && group.reportedUserId ? (
                      <ReportActions
                        userId={group.reportedUserId}
                        name={group.label}
                        suspended={Boolean(group.profile?.review?.suspension)}
                      />
                    ) : undefined
                  }
                />
              ))}
            </Stack>
          )}
          <PageButtons
            page={page}
            hasMore={reports.data.hasMore}
            fetching={reports.isFetching}
            onPage={(next) => go({ status, page: next })}
          />
        </>
      )}
    </Stack>
  );
}
