import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** A failed load, with a way to try again instead of a blank screen. */
export function ErrorState({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {retrying ? t('common.loading') : t('common.retry')}
        </Button>
      }
    >
      {t('toast.error')}
    </Alert>
  );
}
