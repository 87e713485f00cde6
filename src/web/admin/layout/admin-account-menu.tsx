import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../ui/use-menu.js';
import { endAdminSession } from '../session/end-admin-session.js';

/** The 'Admin' menu of the top bar; its 'Sign out' ends the session for real. */
export function AdminAccountMenu() {
  const { t } = useTranslation('admin');
  const menu = useMenu();
  return (
    <>
      <Button color="inherit" startIcon={<AccountCircle />} {...menu.triggerProps}>
        {t('account.admin')}
      </Button>
      <Menu {...menu.menuProps}>
        <MenuItem onClick={menu.choose(() => endAdminSession('signed-out'))}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('account.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
