import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.js';
import { AppLink } from '../../ui/app-link.js';

/** On the listing and every details page: what our checks do and do not cover. */
export function VerifiedOnlyNote({ sx = { mb: 2 } }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation('member');
  return (
    <Typography variant="body2" color="text.secondary" sx={sx}>
      {t('safetyLines.verifiedOnly')}{' '}
      <AppLink to={paths.safety} sx={{ whiteSpace: 'nowrap' }}>
        {t('safetyLines.tipsLink')}
      </AppLink>
    </Typography>
  );
}

/** On every details page: the fraud that follows matrimonial sites, and what to do about it. */
export function FraudWarning() {
  const { t } = useTranslation('member');
  return (
    <Alert severity="warning" role="note">
      {t('safetyLines.fraudWarning')}
    </Alert>
  );
}
