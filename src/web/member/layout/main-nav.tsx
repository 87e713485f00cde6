import MenuIcon from '@mui/icons-material/Menu';
import Badge from '@mui/material/Badge';
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
import { visuallyHidden } from '../../ui/visually-hidden.js';
import { useActivity } from '../api/get-activity.js';

const LINKS = [
  { to: paths.home, key: 'nav.home' },
  { to: paths.interests, key: 'nav.interests' },
  { to: paths.about, key: 'nav.about' },
  { to: paths.favorite, key: 'nav.favorite' },
  { to: paths.contact, key: 'nav.contact' },
] as const;

/**
 * Home, Interests (with the count of new ones), About Us, Favorite, Contact Us: inline on wide
 * screens, in a drawer on phones, where the menu button carries the count too.
 */
export function MainNav({ placement }: { placement: 'bar' | 'drawer' }) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { newInterests } = useActivity();
  const current = (to: string) => pathname.toLowerCase() === to.toLowerCase();
  const text = (link: (typeof LINKS)[number]) =>
    link.to === paths.interests && newInterests > 0 ? (
      <Badge badgeContent={newInterests} color="secondary" max={99} sx={{ '& .MuiBadge-badge': { right: -10 } }}>
        <span aria-hidden="true">{t(link.key)}</span>
        <Box component="span" sx={visuallyHidden}>
          {t('nav.interestsWithCount', { count: newInterests })}
        </Box>
      </Badge>
    ) : (
      t(link.key)
    );

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
            {text(link)}
          </Button>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton color="inherit" edge="start" aria-label={t('nav.open')} onClick={() => setOpen(true)}>
        <Badge variant="dot" color="secondary" invisible={newInterests === 0}>
          <MenuIcon />
        </Badge>
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
                <ListItemText primary={text(link)} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
