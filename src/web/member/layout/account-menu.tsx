import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.js';
import { errorText } from '../../lib/error-text.js';
import { useMenu } from '../../ui/use-menu.js';
import { useToast } from '../../ui/use-toast.js';
import { avatarPicture } from '../profile/photo-sizes.js';
import { useSession } from '../session/session-store.js';
import { useSignOut } from '../session/use-sign-out.js';

const DeleteAccountDialog = lazy(() => import('../account/delete-account-dialog.js').then((m) => ({ default: m.DeleteAccountDialog })));

/** The avatar menu of the full header (SPEC section 2). */
export function AccountMenu() {
  const { t } = useTranslation('member');
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const menu = useMenu();
  const [deleting, setDeleting] = useState(false);
  const go = (to: string) => menu.choose(() => void navigate(to));
  const toast = useToast();
  const download = async () => {
    try {
      // Loaded on the click: the download is rare, and the menu is on every signed-in page.
      const { downloadMyData } = await import('../api/download-my-data.js');
      await downloadMyData();
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };
  return (
    <>
      <IconButton aria-label={t('account.menu')} {...menu.triggerProps} sx={{ p: 0.5 }}>
        <Avatar
          {...avatarPicture(session.photo)}
          sizes="36px"
          alt={session.name ?? ''}
          sx={{ width: 36, height: 36, bgcolor: 'secondary.dark' }}
        >
          {session.name?.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu {...menu.menuProps}>
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {session.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {session.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem onClick={go(paths.settings)}>{t('account.settings')}</MenuItem>
        <MenuItem onClick={go(paths.change)}>{t('account.changePassword')}</MenuItem>
        <MenuItem onClick={go(paths.verify)}>{t('account.emailAndMobile')}</MenuItem>
        <MenuItem onClick={go(paths.updateProfile)}>{t('account.updateProfile')}</MenuItem>
        <MenuItem onClick={go(paths.updatePhoto)}>{t('account.updatePhoto')}</MenuItem>
        <MenuItem onClick={go(paths.myData)}>{t('account.myData')}</MenuItem>
        <MenuItem onClick={menu.choose(() => void download())}>{t('account.downloadData')}</MenuItem>
        <MenuItem onClick={go(paths.receipts)}>{t('account.receipts')}</MenuItem>
        <MenuItem onClick={menu.choose(() => setDeleting(true))}>{t('account.deleteAccount')}</MenuItem>
        <MenuItem onClick={menu.choose(() => void signOut())}>{t('account.signOut')}</MenuItem>
      </Menu>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </>
  );
}
