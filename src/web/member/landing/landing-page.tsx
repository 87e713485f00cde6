import FilterAlt from '@mui/icons-material/FilterAlt';
import Favorite from '@mui/icons-material/Favorite';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.js';
import { useSession } from '../session/session-store.js';
import { InfoBlock } from './info-block.js';

const FEATURES = [
  { key: 'matchmaking', Icon: Favorite },
  { key: 'verified', Icon: VerifiedUser },
  { key: 'filters', Icon: FilterAlt },
] as const;

export function LandingPage() {
  const { t } = useTranslation(['member', 'landing']);
  const session = useSession();
  return (
    <>
      <Box
        sx={{
          background: 'linear-gradient(135deg, #fdeef3 0%, #fff6e8 100%)',
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Container
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
            gap: 4,
            alignItems: 'center',
            py: { xs: 5, md: 9 },
          }}
        >
          <Box>
            <Typography variant="h3" component="h1" sx={{ fontWeight: 800, color: 'primary.dark', fontSize: { xs: '2rem', md: '3rem' } }}>
              {t('landing.title')}
            </Typography>
            <Typography variant="h6" component="p" sx={{ mt: 2, color: 'text.secondary', fontWeight: 400 }}>
              {t('landing.subtitle')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
              <Button variant="contained" size="large" component={RouterLink} to={`${paths.auth}?tab=signup`}>
                {t('landing.register')}
              </Button>
              <Button variant="outlined" size="large" component={RouterLink} to={session.signedIn ? paths.home : paths.auth}>
                {session.signedIn ? t('landing.openHome') : t('landing.login')}
              </Button>
            </Box>
          </Box>
          <Box
            component="img"
            src="/images/hero.svg"
            alt=""
            width={480}
            height={360}
            sx={{ width: '100%', height: 'auto', maxWidth: 480, justifySelf: 'center', display: { xs: 'none', sm: 'block' } }}
          />
        </Container>
      </Box>

      <Container component="section" aria-labelledby="features-title" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography id="features-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 4, textAlign: 'center' }}>
          {t('landing.features.title')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
          {FEATURES.map(({ key, Icon }) => (
            <Paper key={key} variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Box
                sx={{
                  width: 56,
                  height: 56,
                  borderRadius: '50%',
                  bgcolor: '#fdeef3',
                  color: 'primary.main',
                  display: 'grid',
                  placeItems: 'center',
                  mx: 'auto',
                  mb: 2,
                }}
              >
                <Icon aria-hidden="true" />
              </Box>
              <Typography variant="h6" component="h3" gutterBottom>
                {t(`landing.features.${key}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`landing.features.${key}.body`)}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>

      <Box sx={{ bgcolor: 'background.paper', borderTop: '1px solid', borderBottom: '1px solid', borderColor: 'divider' }}>
        <Container sx={{ py: { xs: 5, md: 8 }, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 5 }}>
          <InfoBlock
            id="safety"
            title={t('landing.safety.title')}
            body={t('landing.safety.body')}
            points={t('landing.safety.points', { returnObjects: true }) as string[]}
          />
          <InfoBlock
            id="mission"
            title={t('landing.mission.title')}
            body={t('landing.mission.body')}
            points={t('landing.mission.points', { returnObjects: true }) as string[]}
          />
        </Container>
      </Box>

      <Container sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {t('landing.cta.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('landing.cta.body')}
        </Typography>
        <Button variant="contained" size="large" component={RouterLink} to={`${paths.auth}?tab=signup`}>
          {t('landing.register')}
        </Button>
      </Container>
    </>
  );
}
