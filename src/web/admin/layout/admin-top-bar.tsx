import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.js';
import { AdminAccountMenu } from './admin-account-menu.js';
import { BrandMark } from './brand-mark.js';
import { LanguageSwitcher } from '../../ui/language-switcher.js';

interface AdminTopBarProps {
  drawerId: string;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

export function AdminTopBar({ drawerId, drawerOpen, onToggleDrawer }: AdminTopBarProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  return (
    <AppBar position="fixed">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleDrawer}
          aria-label={drawerOpen ? t('nav.close') : t('nav.open')}
          aria-controls={drawerId}
          aria-expanded={drawerOpen}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={paths.admin.home}
          color="inherit"
          underline="none"
          aria-label={t('nav.logo', { name: tc('app.name') })}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
        >
          <Box sx={{ bgcolor: 'common.white', borderRadius: '50%', p: '2px' }}>
            <BrandMark size={28} />
          </Box>
          <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' } }}>
            {tc('app.name')}
          </Typography>
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher />
        <AdminAccountMenu />
      </Toolbar>
    </AppBar>
  );
}
