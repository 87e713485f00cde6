import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a screen's code cannot load (a dropped connection, or a new release replacing the old
 * chunks). Only the common texts are used: the admin ones may be what failed to load.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <Stack component="main" spacing={2} sx={{ p: 4, alignItems: 'flex-start' }}>
      <Typography component="h1" variant="h6">
        {t('app.somethingWentWrong')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('common.reload', { ns: 'admin', defaultValue: 'Reload' })}
      </Button>
    </Stack>
  );
}
