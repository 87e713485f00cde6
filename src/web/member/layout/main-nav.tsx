import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths.js';

const LINKS = [
  { to: paths.home, key: 'nav.home' },
  { to: paths.about, key: 'nav.about' },
  { to: paths.favorite, key: 'nav.favorite' },
  { to: paths.contact, key: 'nav.contact' },
] as const;

/** Home, About Us, Favorite, Contact Us: inline on wide screens, in a drawer on phones. */
export function MainNav({ placement }: { placement: 'bar' | 'drawer' }) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const current = (to: string) => pathname.toLowerCase() === to.toLowerCase();

  if (placement === 'bar') {
    return (
      <Box component="nav" aria-label={t('nav.label')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}>
        {LINKS.map((link) => (
          <Button
            key={link.to}
            component={NavLink}
            to={link.to}
            color="inherit"
            aria-current={current(link.to) ? 'page' : undefined}
            sx={{ borderBottom: 2, borderColor: current(link.to) ? 'common.white' : 'transparent', borderRadius: 0 }}
          >
            {t(link.key)}
          </Button>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton color="inherit" edge="start" aria-label={t('nav.open')} onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label={t('nav.label')} sx={{ width: 260 }}>
          <List>
            {LINKS.map((link) => (
              <ListItemButton
                key={link.to}
                component={NavLink}
                to={link.to}
                selected={current(link.to)}
                aria-current={current(link.to) ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                <ListItemText primary={t(link.key)} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
