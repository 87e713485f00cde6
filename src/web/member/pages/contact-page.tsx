import Call from '@mui/icons-material/Call';
import Mail from '@mui/icons-material/Mail';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CONTACT } from '../support-contact.js';

/** Support email and phone, and the 'Get In Touch' blurb (SPEC section 1). */
export function ContactPage() {
  const { t } = useTranslation('legal');
  const items = [
    { Icon: Mail, label: t('contact.emailLabel'), value: SUPPORT_CONTACT.email, href: `mailto:${SUPPORT_CONTACT.email}` },
    { Icon: Call, label: t('contact.phoneLabel'), value: SUPPORT_CONTACT.phone, href: SUPPORT_CONTACT.phoneHref },
    { Icon: Schedule, label: t('contact.hoursLabel'), value: t('contact.hours') },
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
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2.5 }}>
          {items.map(({ Icon, label, value, href }) => (
            <Box key={label} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Icon color="primary" aria-hidden="true" />
              <Box>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
                {href ? (
                  <Link href={href} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {value}
                  </Link>
                ) : (
                  <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
                )}
              </Box>
            </Box>
          ))}
        </Paper>
      </Box>
    </Container>
  );
}
