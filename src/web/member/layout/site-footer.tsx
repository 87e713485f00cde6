import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.js';
import { usePublicConfig } from '../api/public-config.js';
import { COPYRIGHT_YEAR, telHref } from '../support-contact.js';
import { ContactTicker } from './contact-ticker.js';

const LINKS = [
  { to: paths.about, key: 'nav.about' },
  { to: paths.contact, key: 'nav.contact' },
  { to: paths.safety, key: 'footer.safety' },
  { to: paths.grievance, key: 'footer.complaint' },
  { to: paths.terms, key: 'footer.terms' },
  { to: paths.privacy, key: 'footer.privacy' },
  { to: paths.grievancePolicy, key: 'footer.grievancePolicy' },
  { to: paths.refund, key: 'footer.refund' },
] as const;

/** The grievance officer's name and contacts, as configured, on every page (IT Rules 2021). */
function OfficerLine() {
  const officer = usePublicConfig().data?.grievanceOfficer;
  if (!officer || !(officer.name || officer.email || officer.phone)) return null;
  return <OfficerContacts officer={officer} />;
}

/** The line for contacts already known; each part is marked. */
function OfficerContacts({ officer }: { officer: { name?: string | null; email?: string | null; phone?: string | null } }) {
  const { t } = useTranslation('member');
  return (
    <Typography variant="body2" sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
      <span>{t('footer.officer')}:</span>
      {officer.name && <span data-officer="name">{officer.name}</span>}
      {officer.email && (
        <Link href={`mailto:${officer.email}`} data-officer="email" color="inherit" sx={{ overflowWrap: 'anywhere' }}>
          {officer.email}
        </Link>
      )}
      {officer.phone && (
        <Link href={telHref(officer.phone)} data-officer="phone" color="inherit">
          {officer.phone}
        </Link>
      )}
    </Typography>
  );
}

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
        <OfficerLine />
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          {t('footer.copyright', { year: COPYRIGHT_YEAR, name: t('common:app.name') })}
        </Typography>
      </Container>
    </Box>
  );
}
