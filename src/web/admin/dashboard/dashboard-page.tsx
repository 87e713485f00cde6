import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import GroupIcon from '@mui/icons-material/Group';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import RefreshIcon from '@mui/icons-material/Refresh';
import TodayIcon from '@mui/icons-material/Today';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../shared/error-state.js';
import { formatInr } from '../../lib/format.js';
import { formatCount } from '../shared/format.js';
import { FullScreenLoader } from '../shared/full-screen-loader.js';
import { ADMIN_QUERY_ROOT } from '../shared/query-keys.js';
import { usePageTitle } from '../shared/use-page-title.js';
import { dashboardQuery } from '../api/get-dashboard.js';
import { FlaggedAccounts } from '../limits/flagged-accounts.js';
import { StatCard } from './stat-card.js';
import { WorkCards } from './work-cards.js';
import { DuplicatesWaiting } from './duplicates-waiting.js';

export function DashboardPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('dashboard.title'));
  const dashboard = useQuery(dashboardQuery());
  const queryClient = useQueryClient();

  if (dashboard.isPending) return <FullScreenLoader label={t('common.loading')} />;

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('dashboard.title')}
        </Typography>
        {dashboard.isSuccess && (
          <IconButton
            onClick={() => void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT })}
            disabled={dashboard.isFetching}
            aria-label={t('dashboard.refresh')}
          >
            <RefreshIcon />
          </IconButton>
        )}
      </Stack>
      {dashboard.isError ? (
        <ErrorState onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <StatCard label={t('dashboard.totalUsers')} value={formatCount(dashboard.data.totalUsers)} icon={<GroupIcon />} tint="#8e244d" />
          <StatCard
            label={t('dashboard.todayUsers')}
            value={formatCount(dashboard.data.totalUsersToday)}
            icon={<PersonAddIcon />}
            tint="#1565c0"
          />
          <StatCard
            label={t('dashboard.totalIncome')}
            value={formatInr(dashboard.data.totalIncome)}
            icon={<CurrencyRupeeIcon />}
            tint="#2e7d32"
          />
          <StatCard
            label={t('dashboard.todayIncome')}
            value={formatInr(dashboard.data.totalIncomeToday)}
            icon={<TodayIcon />}
            tint="#a65f00"
          />
        </Box>
      )}
      <WorkCards />
      <FlaggedAccounts />
      <DuplicatesWaiting />
    </Stack>
  );
}
