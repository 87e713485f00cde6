import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a page fails to load or render, most often a chunk that vanished after a new
 * release: a reload fetches the current one.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }} component="main">
      <Typography variant="h5" component="h1" gutterBottom>
        {t('app.somethingWentWrong')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </Button>
    </Container>
  );
}
