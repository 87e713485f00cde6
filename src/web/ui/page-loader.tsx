import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import i18n from '../lib/i18n.js';

/**
 * The spinner shown while a page's code, texts or data load. It may show before the texts
 * have arrived, so it reads i18next directly instead of suspending for a translation.
 */
export function PageLoader({ label }: { label?: string }) {
  const text = label ?? (i18n.exists('common:app.loading') ? i18n.t('common:app.loading') : 'Loading');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} role="status" aria-live="polite">
      <CircularProgress aria-label={text} />
    </Box>
  );
}
