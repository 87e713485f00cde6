import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/**
 * How long a page waits before its spinner shows and turns. A wait shorter than a second needs no
 * sign that something is happening, and a page with nothing moving costs a slow phone no frames to
 * draw while it loads (the home's listing comes after SPEC's second, as the spinner would begin).
 * The wait is announced to screen readers at once all the same.
 */
const SHOW_AFTER = '1s';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * The spinner shown while a page's code, texts or data load. It may show before the texts
 * have arrived, so it reads i18next without suspending for a translation (the page's own
 * instance: on the server, the request's language).
 */
export function PageLoader({ label }: { label?: string }) {
  const { i18n } = useTranslation('common', { useSuspense: false });
  const text = label ?? (i18n.exists('common:app.loading') ? i18n.t('common:app.loading') : 'Loading');
  return (
    <Box
      sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', opacity: 0, animation: `${appear} 0s linear ${SHOW_AFTER} forwards` }}
      role="status"
      aria-live="polite"
    >
      <CircularProgress aria-label={text} sx={{ animationDelay: SHOW_AFTER }} />
    </Box>
  );
}
