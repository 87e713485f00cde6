import Call from '@mui/icons-material/Call';
import Mail from '@mui/icons-material/Mail';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.js';
import { PageLoader } from '../../ui/page-loader.js';
import { usePublicConfig } from '../api/public-config.js';
import { OfficerCard } from '../legal/officer-card.js';
import { telHref } from '../support-contact.js';

/**
 * Support email and phone, and the 'Get In Touch' blurb (SPEC section 1), as configured
 * (SUPPORT_EMAIL, SUPPORT_PHONE): what is not set is not shown. Below them, the grievance officer.
 */
export function ContactPage() {
  const { t } = useTranslation(['legal', 'law']);
  const config = usePublicConfig();
  if (!config.data) return <PageLoader label={t('common:app.loading')} />;
  const { support, grievanceOfficer } = config.data;
  const items = [
    ...(support.email ? [{ Icon: Mail, label: t('contact.emailLabel'), value: support.email, href: `mailto:${support.email}` }] : []),
    ...(support.phone ? [{ Icon: Call, label: t('contact.phoneLabel'), value: support.phone, href: telHref(support.phone) }] : []),
  ];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('contact.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t('contact.getInTouch')}
          </Typography>
          <Typography sx={{ lineHeight: 1.7 }}>{t('contact.blurb')}</Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2.5, alignContent: 'start' }}>
          {items.length === 0 && <Typography color="text.secondary">{t('contact.noSupport')}</Typography>}
          {items.map(({ Icon, label, value, href }) => (
            <Box key={label} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Icon color="primary" aria-hidden="true" />
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Link href={href} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {value}
                </Link>
              </Box>
            </Box>
          ))}
        </Paper>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 3 }}>
        <OfficerCard officer={grievanceOfficer} />
        <Box>
          <Button variant="contained" component={RouterLink} to={paths.grievance}>
            {t('law:grievance.fileButton')}
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
