import CloseIcon from '@mui/icons-material/Close';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FlagIcon from '@mui/icons-material/Flag';
import HistoryIcon from '@mui/icons-material/History';
import GavelIcon from '@mui/icons-material/Gavel';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths.js';

interface AdminNavDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
}

/** The sidebar titled 'MENU'; choosing an item closes it (SPEC section 2). */
export function AdminNavDrawer({ id, open, onClose }: AdminNavDrawerProps) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const items: NavItem[] = [
    { to: paths.admin.home, label: t('nav.dashboard'), icon: <DashboardIcon /> },
    { to: paths.admin.userList, label: t('nav.allUsers'), icon: <PeopleIcon /> },
    { to: paths.admin.pendingUsers, label: t('nav.pendingUsers'), icon: <HourglassTopIcon /> },
    { to: paths.admin.reports, label: t('nav.reports'), icon: <FlagIcon /> },
    { to: paths.admin.activity, label: t('nav.activity'), icon: <HistoryIcon /> },
    { to: paths.admin.payments, label: t('nav.payments'), icon: <PaymentsIcon /> },
    { to: paths.admin.grievances, label: t('nav.grievances'), icon: <GavelIcon /> },
  ];
  return (
    <Drawer id={id} open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 272, maxWidth: '85vw' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, letterSpacing: 2 }}>
          {t('nav.menu')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('nav.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.menu')}>
        <List>
          {items.map((item) => {
            const current = pathname.toLowerCase() === item.to.toLowerCase();
            return (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  onClick={onClose}
                >
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
