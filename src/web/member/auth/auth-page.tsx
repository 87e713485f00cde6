import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.js';
import { sessionEndedByServer } from '../session/session-store.js';
import { LoginForm } from './login-form.js';
import { SignupForm } from './signup-form.js';
import { AuthTabs, type AuthTab } from './auth-tabs.js';

/** Where each tab is: links, so they work on the server's page before the script is there. */
const TAB_PATHS: Record<AuthTab, string> = { login: paths.auth, signup: `${paths.auth}?tab=signup` };

/** Login and Signup tabs beside a banner (SPEC section 2, /auth). `?tab=signup` opens Signup. */
export function AuthPage() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'login';
  const sessionEnded = sessionEndedByServer();

  return (
    <Container sx={{ py: { xs: 2, md: 6 } }}>
      <Paper
        elevation={2}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, overflow: 'hidden', maxWidth: 1000, mx: 'auto' }}
      >
        <Box
          sx={{
            display: { xs: 'none', md: 'flex' },
            background: 'linear-gradient(160deg, #8e244d 0%, #5c1733 100%)',
            alignItems: 'center',
            justifyContent: 'center',
            p: 4,
          }}
        >
          <Box
            component="img"
            src="/images/auth-banner.svg"
            alt={t('auth.bannerAlt')}
            width={400}
            height={440}
            sx={{ width: '100%', height: 'auto', maxWidth: 400 }}
          />
        </Box>
        <Box sx={{ p: { xs: 2, sm: 4 } }}>
          <AuthTabs current={tab} paths={TAB_PATHS} />
          {sessionEnded && (
            <Alert severity="warning" role="status" sx={{ mt: 2 }}>
              {t('common:errors.SESSION_EXPIRED')}
            </Alert>
          )}
          <Box role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`} sx={{ pt: 3 }}>
            {tab === 'login' ? <LoginForm signupPath={TAB_PATHS.signup} /> : <SignupForm loginPath={TAB_PATHS.login} />}
          </Box>
        </Box>
      </Paper>
    </Container>
  );
}
