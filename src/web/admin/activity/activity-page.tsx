import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, type AuditAction } from '../../../contract/moderation.js';
import { ErrorState } from '../shared/error-state.js';
import { PageButtons } from '../shared/page-buttons.js';
import { usePageTitle } from '../shared/use-page-title.js';
import { ActivityEntries } from './activity-entries.js';
import { ActivityFilters, type ActivityFilter } from './activity-filters.js';
import { activityQuery } from '../api/get-activity.js';

/** The filter lives in the address, so a filtered log can be shared and survives going back. */
function readFilter(params: URLSearchParams): ActivityFilter & { page: number } {
  const action = params.get('action');
  return {
    adminId: params.get('admin') ?? undefined,
    action: AUDIT_ACTIONS.includes(action as AuditAction) ? (action as AuditAction) : undefined,
    member: params.get('member') ?? undefined,
    page: Math.max(0, Number(params.get('page')) || 0),
  };
}

/** /admin/activity: every administrator action, newest first; read only. */
export function ActivityPage() {
  const { t } = useTranslation('moderation');
  usePageTitle(t('activity.title'));
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const activity = useQuery(activityQuery(filter));

  const go = (next: ActivityFilter & { page: number }) => {
    const search = new URLSearchParams();
    if (next.adminId) search.set('admin', next.adminId);
    if (next.action) search.set('action', next.action);
    if (next.member) search.set('member', next.member);
    if (next.page > 0) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('activity.title')}
      </Typography>
      <ActivityFilters key={filter.member ?? ''} filter={filter} onChange={(next) => go({ ...next, page: 0 })} />
      {activity.isPending && (
        <Stack role="status" spacing={1} sx={{ alignItems: 'center', py: 8 }}>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">{t('admin:users.loading')}</Typography>
        </Stack>
      )}
      {activity.isError && !activity.data && <ErrorState onRetry={() => void activity.refetch()} retrying={activity.isFetching} />}
      {activity.data && (
        <>
          {activity.data.entries.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">{t('activity.empty')}</Typography>
            </Paper>
          ) : (
            <ActivityEntries
              entries={activity.data.entries}
              narrow={narrow}
              caption={t('activity.title')}
              onMember={(member) => go({ ...filter, member, page: 0 })}
            />
          )}
          <PageButtons
            page={filter.page}
            hasMore={activity.data.hasMore}
            fetching={activity.isFetching}
            onPage={(page) => {
              go({ ...filter, page });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </Stack>
  );
}
