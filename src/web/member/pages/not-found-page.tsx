import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.js';

export function NotFoundPage() {
  const { t } = useTranslation('member');
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h2" component="p" sx={{ fontWeight: 800, color: 'primary.main' }} aria-hidden="true">
        404
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('common:app.notFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.body')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.landing}>
        {t('notFound.home')}
      </Button>
    </Container>
  );
}
