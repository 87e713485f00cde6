import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PhotoChanges } from '../photo-review/photo-changes.js';
import { usePageTitle } from '../shared/use-page-title.js';
import { UsersScreen } from '../users/users-screen.js';

type PendingTab = 'profiles' | 'photos';

function PendingTabs({ value }: { value: PendingTab }) {
  const { t } = useTranslation('moderation');
  const [, setParams] = useSearchParams();
  return (
    <Tabs
      value={value}
      onChange={(_event, next: PendingTab) => setParams(next === 'photos' ? { tab: 'photos' } : {}, { replace: true })}
      aria-label={t('photos.tabs')}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      <Tab value="profiles" label={t('photos.profilesTab')} />
      <Tab value="photos" label={t('photos.photosTab')} />
    </Tabs>
  );
}

/**
 * /admin/pendingUsers: members waiting for review (SPEC section 2), and in a second tab the new
 * photos of approved members, which listings do not show until approved.
 */
export function PendingPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const tab: PendingTab = params.get('tab') === 'photos' ? 'photos' : 'profiles';
  const title = t('nav.pendingUsers');
  usePageTitle(title);
  if (tab === 'profiles') return <UsersScreen status="PENDING" title={title} tabs={<PendingTabs value="profiles" />} />;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <PendingTabs value="photos" />
      <PhotoChanges />
    </Stack>
  );
}
