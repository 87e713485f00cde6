import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.js';
import { addStaticStyle } from '../../ui/static-style.js';
import { usePublicConfig } from '../api/public-config.js';
import { COPYRIGHT_YEAR, telHref } from '../support-contact.js';
import { ContactTicker } from './contact-ticker.js';
import footerStyle from './site-footer.css?inline';

addStaticStyle('site-footer', footerStyle);

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

/** On every page: drawn from fixed classes (site-footer.css), not styles computed per render. */
export function SiteFooter() {
  const { t } = useTranslation('member');
  return (
    <footer className="site-footer">
      <ContactTicker />
      <div className="site-footer__inner">
        <nav aria-label={t('footer.label')} className="site-footer__links">
          {LINKS.map((link) => (
            <RouterLink key={link.to} to={link.to} className="site-footer__link">
              {t(link.key)}
            </RouterLink>
          ))}
        </nav>
        <OfficerLine />
        <p className="site-footer__copyright">{t('footer.copyright', { year: COPYRIGHT_YEAR, name: t('common:app.name') })}</p>
      </div>
    </footer>
  );
}
