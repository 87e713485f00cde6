import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NAV_LINKS, useNavLinks } from './nav-links.js';

/** The phones' navigation drawer, loaded with its first opening (./main-nav.tsx). */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('member');
  const { current, text } = useNavLinks();
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('nav.label')} sx={{ width: 260 }}>
        <List>
          {NAV_LINKS.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              selected={current(link.to)}
              aria-current={current(link.to) ? 'page' : undefined}
              onClick={onClose}
            >
              <ListItemText primary={text(link)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
