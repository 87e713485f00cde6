import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ErrorState } from '../shared/error-state.js';
import { PageButtons } from '../shared/page-buttons.js';
import { photoChangesQuery } from '../api/get-photo-changes.js';
import { PhotoChangeCard } from './photo-change-card.js';

/** The pending list's second tab: approved members' new photos, oldest first, old and new side by side. */
export function PhotoChanges() {
  const { t } = useTranslation('moderation');
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page')) || 0);
  const changes = useQuery(photoChangesQuery(page));
  const from = location.pathname + location.search;

  if (changes.isPending) {
    return (
      <Stack role="status" spacing={1} sx={{ alignItems: 'center', py: 8 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">{t('admin:users.loading')}</Typography>
      </Stack>
    );
  }
  if (changes.isError && !changes.data) return <ErrorState onRetry={() => void changes.refetch()} retrying={changes.isFetching} />;
  const users = changes.data?.userData ?? [];
  return (
    <Stack spacing={2}>
      {users.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('photos.empty')}</Typography>
        </Paper>
      ) : (
        users.map((user) => <PhotoChangeCard key={user.id} user={user} from={from} />)
      )}
      <PageButtons
        page={page}
        hasMore={Boolean(changes.data?.hasMore)}
        fetching={changes.isFetching}
        onPage={(next) => {
          setParams(next > 0 ? { tab: 'photos', page: String(next) } : { tab: 'photos' }, { replace: true });
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
