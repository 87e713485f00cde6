import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shared/use-page-title.js';

/** Any other admin path: plain text, as SPEC section 2 asks. */
export function AdminNotFoundPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('notFound'));
  return (
    <main>
      <Typography component="h1" sx={{ p: 2, fontSize: '1rem', fontWeight: 400 }}>
        {t('notFound')}
      </Typography>
    </main>
  );
}
