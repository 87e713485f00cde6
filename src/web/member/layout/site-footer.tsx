import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.js';
import { COPYRIGHT_YEAR } from '../support-contact.js';
import { ContactTicker } from './contact-ticker.js';

const LINKS = [
  { to: paths.about, key: 'nav.about' },
  { to: paths.contact, key: 'nav.contact' },
  { to: paths.terms, key: 'footer.terms' },
  { to: paths.privacy, key: 'footer.privacy' },
  { to: paths.refund, key: 'footer.refund' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('member');
  return (
    <Box component="footer" sx={{ bgcolor: '#3d0f21', color: '#fff', mt: 6 }}>
      <ContactTicker />
      <Container sx={{ py: 3 }}>
        <Box component="nav" aria-label={t('footer.label')} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 2 }}>
          {LINKS.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} color="inherit" underline="hover" sx={{ py: 0.5 }}>
              {t(link.key)}
            </Link>
          ))}
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          {t('footer.copyright', { year: COPYRIGHT_YEAR, name: t('common:app.name') })}
        </Typography>
      </Container>
    </Box>
  );
}
