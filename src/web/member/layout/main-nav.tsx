import MenuIcon from '@mui/icons-material/Menu';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NAV_LINKS, useNavLinks } from './nav-links.js';
import { lazyPart } from '../../lib/lazy-part.js';

// The drawer (and the modal machinery under it) waits for the first tap on the menu button.
const NavDrawer = lazyPart('main-nav/NavDrawer', () => import('./nav-drawer.js').then((m) => m.NavDrawer));

/**
 * Home, Interests (with the count of new ones), About Us, Favorite, Contact Us: inline on wide
 * screens, in a drawer on phones, where the menu button carries the count too.
 */
export function MainNav({ placement }: { placement: 'bar' | 'drawer' }) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { current, text, newInterests } = useNavLinks();

  if (placement === 'bar') {
    return (
      <Box component="nav" aria-label={t('nav.label')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}>
        {NAV_LINKS.map((link) => (
          <Button
            key={link.to}
            component={NavLink}
            to={link.to}
            color="inherit"
            aria-current={current(link.to) ? 'page' : undefined}
            sx={{ borderBottom: 2, borderColor: current(link.to) ? 'common.white' : 'transparent', borderRadius: 0 }}
          >
            {text(link)}
          </Button>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={t('nav.open')}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Badge variant="dot" color="secondary" invisible={newInterests === 0}>
          <MenuIcon />
        </Badge>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NavDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
