import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Under the listing while there are more profiles: the next page, with a spinner while it loads. */
export function LoadMoreButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const { t } = useTranslation('member');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Button
        variant="contained"
        size="large"
        onClick={onClick}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      >
        {t('home.loadMore')}
      </Button>
    </Box>
  );
}
