import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { UserRecord } from '../../../contract/users.js';
import { useMenu } from '../../ui/use-menu.js';

interface UserActionsMenuProps {
  user: UserRecord;
  name: string;
  onOpen: (user: UserRecord) => void;
  onDelete: (user: UserRecord) => void;
}

/** A row's menu. Edit opens the same detail screen as View Profile: approving or rejecting is the edit. */
export function UserActionsMenu({ user, name, onOpen, onDelete }: UserActionsMenuProps) {
  const { t } = useTranslation('admin');
  const menu = useMenu();
  const choose = menu.choose;
  return (
    <>
      <IconButton aria-label={t('users.actionsFor', { name })} {...menu.triggerProps}>
        <MoreVertIcon />
      </IconButton>
      <Menu {...menu.menuProps}>
        <MenuItem onClick={choose(() => onOpen(user))}>
          <ListItemIcon>
            <VisibilityIcon fontSize="small" />
          </ListItemIcon>
          {t('users.viewProfile')}
        </MenuItem>
        <MenuItem onClick={choose(() => onOpen(user))}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          {t('users.edit')}
        </MenuItem>
        <MenuItem onClick={choose(() => onDelete(user))} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          {t('users.delete')}
        </MenuItem>
      </Menu>
    </>
  );
}
