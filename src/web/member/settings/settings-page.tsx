import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/page-loader.js';
import { useSettings } from '../api/get-settings.js';
import { AccountSection } from './account-section.js';
import { BlockedSection } from './blocked-section.js';
import { MailSection } from './mail-section.js';
import { PauseSection } from './pause-section.js';
import { VisibilitySections } from './visibility-section.js';
import { VisitsSection } from './visits-section.js';
import { RetryAlert } from '../../ui/retry-alert.js';

/** Everything a member decides about who sees them and what they are told, in one place. */
export function SettingsPage() {
  const { t } = useTranslation('privacy');
  const settings = useSettings();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('settings.title')}
      </Typography>
      {settings.isPending ? (
        <PageLoader label={t('common:app.loading')} />
      ) : settings.isError ? (
        <RetryAlert onRetry={() => void settings.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <VisibilitySections settings={settings.data} />
          <PauseSection settings={settings.data} />
          <VisitsSection settings={settings.data} />
          <MailSection settings={settings.data} />
          <BlockedSection />
          <AccountSection />
        </Box>
      )}
    </Container>
  );
}
