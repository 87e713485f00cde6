import FlagIcon from '@mui/icons-material/Flag';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.js';
import { ErrorState } from '../shared/error-state.js';
import { formatCount } from '../shared/format.js';
import { useLanguage } from '../shared/use-language.js';
import { waitedSince } from '../shared/waiting-time.js';
import { workQuery } from '../api/get-work.js';
import { StatCard } from './stat-card.js';

/** The work waiting: pending profiles, photo changes, reported profiles, and since when the oldest waits. */
export function WorkCards() {
  const { t } = useTranslation('moderation');
  const language = useLanguage();
  const work = useQuery(workQuery());
  const headingId = 'work-waiting-heading';

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('work.title')}
      </Typography>
      {work.isError ? (
        <ErrorState onRetry={() => void work.refetch()} retrying={work.isFetching} />
      ) : !work.data ? (
        <Skeleton variant="rounded" height={96} aria-label={t('work.loading')} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <StatCard
            label={t('work.pendingProfiles')}
            value={formatCount(work.data.pendingProfiles)}
            icon={<HourglassTopIcon />}
            tint="#6a1b9a"
          />
          <StatCard label={t('work.photoChanges')} value={formatCount(work.data.photoChanges)} icon={<PhotoCameraIcon />} tint="#00695c" />
          <StatCard
            label={t('work.reportedProfiles')}
            value={t('work.reportedValue', {
              profiles: formatCount(work.data.reportedProfiles),
              reports: formatCount(work.data.openReports),
            })}
            icon={<FlagIcon />}
            tint="#b71c1c"
          />
          <StatCard
            label={t('work.oldest')}
            value={work.data.oldestWaitingSince ? waitedSince(work.data.oldestWaitingSince, language) : t('work.nothingWaiting')}
            icon={<ScheduleIcon />}
            tint="#37474f"
          />
        </Box>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        <Link component={RouterLink} to={paths.admin.pendingUsers}>
          {t('work.openPending')}
        </Link>
        <Link component={RouterLink} to={`${paths.admin.pendingUsers}?tab=photos`}>
          {t('work.openPhotos')}
        </Link>
        <Link component={RouterLink} to={paths.admin.reports}>
          {t('work.openReports')}
        </Link>
      </Stack>
    </Stack>
  );
}
