import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.js';
import { addStaticStyle } from '../../ui/static-style.js';
import noteStyle from './verified-only-note.css?inline';

addStaticStyle('verified-only-note', noteStyle);

/**
 * On the listing and every details page: what our checks do and do not cover. Drawn from fixed
 * classes (verified-only-note.css): it is on /home, the page drawn most. `place` is where it
 * stands: above what it speaks of (/home), or below it (a profile's page).
 */
export function VerifiedOnlyNote({ place = 'above' }: { place?: 'above' | 'below' }) {
  const { t } = useTranslation('member');
  return (
    <p className={`verified-only-note verified-only-note--${place}`}>
      {t('safetyLines.verifiedOnly')}{' '}
      <RouterLink to={paths.safety} className="verified-only-note__link">
        {t('safetyLines.tipsLink')}
      </RouterLink>
    </p>
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
