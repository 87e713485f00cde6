import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A read that failed: what went wrong (by default, that something did) and a button to try again. */
export function RetryAlert({ onRetry, children, sx }: { onRetry: () => void; children?: ReactNode; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      }
    >
      {children ?? t('app.somethingWentWrong')}
    </Alert>
  );
}
