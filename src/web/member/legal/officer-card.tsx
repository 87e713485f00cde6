import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SiteInfo } from '../../../contract/legal.js';
import { telHref } from '../support-contact.js';

/**
 * The grievance officer as configured (IT Rules 2021, rule 3(2)(a)); each detail only when set.
 * Until the operator names one, the page says complaints are taken through the form.
 */
export function OfficerCard({ officer, headingLevel = 'h2' }: { officer: SiteInfo['grievanceOfficer']; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('law');
  const named = officer.name || officer.email || officer.phone || officer.address;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component={headingLevel} sx={{ fontWeight: 700, mb: 1 }}>
        {t('officer.title')}
      </Typography>
      {!named && <Typography color="text.secondary">{t('officer.notNamed')}</Typography>}
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        {officer.name && <Detail label={t('officer.name')}>{officer.name}</Detail>}
        {officer.email && (
          <Detail label={t('officer.email')}>
            <Link href={`mailto:${officer.email}`} sx={{ overflowWrap: 'anywhere' }}>
              {officer.email}
            </Link>
          </Detail>
        )}
        {officer.phone && (
          <Detail label={t('officer.phone')}>
            <Link href={telHref(officer.phone)}>{officer.phone}</Link>
          </Detail>
        )}
        {officer.address && <Detail label={t('officer.address')}>{officer.address}</Detail>}
      </Box>
    </Paper>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr' }, gap: { xs: 0, sm: 1 } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}
