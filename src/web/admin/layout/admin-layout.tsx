import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { PageLoader } from '../../ui/page-loader.js';
import { useIdleSignOut } from '../session/idle-sign-out.js';
import { useSessionEndRedirect } from '../session/use-session-end-redirect.js';
import { AdminNavDrawer } from './admin-nav-drawer.js';
import { AdminTopBar } from './admin-top-bar.js';

/** Frame of every signed-in admin screen: fixed top bar, sidebar drawer, and the screen below. */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const navigation = useNavigation();
  const { t } = useTranslation('admin');
  useSessionEndRedirect();
  useIdleSignOut();

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AdminTopBar drawerId={drawerId} drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      <AdminNavDrawer id={drawerId} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Toolbar />
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label={t('common.loading')}
          sx={{ position: 'fixed', top: { xs: 56, sm: 64 }, left: 0, right: 0, zIndex: 'appBar' }}
        />
      )}
      <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 1440, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 3 } }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
