import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.js';
import { BrandLogo } from '../../ui/brand-logo.js';
import { LanguageSwitcher } from '../../ui/language-switcher.js';
import { useSaveLanguage } from '../api/save-language.js';
import { useSession } from '../session/session-store.js';
import { useSignOut } from '../session/use-sign-out.js';
import { lazyPart } from '../../lib/lazy-part.js';

// The onboarded member's navigation and account menu are not needed by visitors.
const MainNav = lazyPart('site-header/MainNav', () => import('./main-nav.js').then((m) => m.MainNav));
const AccountMenu = lazyPart('site-header/AccountMenu', () => import('./account-menu.js').then((m) => m.AccountMenu));
const NotificationBell = lazyPart('site-header/NotificationBell', () =>
  import('../notifications/notification-bell.js').then((m) => m.NotificationBell),
);

export function SiteHeader({ full }: { full: boolean }) {
  const { t } = useTranslation('member');
  const session = useSession();
  const signOut = useSignOut();
  const saveLanguage = useSaveLanguage();
  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {full && (
          <Suspense fallback={null}>
            <MainNav placement="drawer" />
          </Suspense>
        )}
        <BrandLogo to={full ? paths.home : paths.landing} />
        {full && (
          <Suspense fallback={null}>
            <MainNav placement="bar" />
          </Suspense>
        )}
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher onChange={(language) => saveLanguage.mutate(language)} />
        {full ? (
          <Suspense fallback={null}>
            <NotificationBell />
            <AccountMenu />
          </Suspense>
        ) : session.signedIn ? (
          <Button color="inherit" onClick={() => void signOut()}>
            {t('account.signOut')}
          </Button>
        ) : (
          <Button color="inherit" component={RouterLink} to={paths.auth}>
            {t('layout.login')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
