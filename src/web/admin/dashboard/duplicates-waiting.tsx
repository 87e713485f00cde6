import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { duplicatesWaitingQuery } from '../api/get-duplicates.js';
import { ErrorState } from '../shared/error-state.js';
import { formatCount } from '../shared/format.js';
import { StatCard } from './stat-card.js';

/** Profiles waiting for review with a possible duplicate not dismissed, as one card of the work waiting. */
export function DuplicatesWaiting() {
  const { t } = useTranslation('moderation');
  const waiting = useQuery(duplicatesWaitingQuery());
  if (waiting.isError) return <ErrorState onRetry={() => void waiting.refetch()} retrying={waiting.isFetching} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {waiting.isPending ? (
        <Skeleton variant="rounded" height={96} aria-label={t('duplicates.loading')} />
      ) : (
        <StatCard label={t('duplicates.waiting')} value={formatCount(waiting.data)} icon={<ContentCopyIcon />} tint="#8a4b00" />
      )}
    </Box>
  );
}
