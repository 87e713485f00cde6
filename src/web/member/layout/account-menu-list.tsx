import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../lib/error-text.js';
import { paths } from '../../lib/paths.js';
import type { useMenu } from '../../ui/use-menu.js';
import { useToast } from '../../ui/use-toast.js';
import { useSession } from '../session/session-store.js';
import { useSignOut } from '../session/use-sign-out.js';
import { profileCompleteness } from '../../../contract/completeness.js';
import { useUserInfo } from '../api/user-info.js';
import { CompletenessBar } from '../profile/completeness-meter.js';

interface Props {
  menu: ReturnType<typeof useMenu>;
  onDelete: () => void;
}

/** The avatar menu's items, loaded with its first opening (./account-menu.tsx). */
export function AccountMenuList({ menu, onDelete }: Props) {
  const { t } = useTranslation('member');
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const toast = useToast();
  const user = useUserInfo().data;
  const completeness = user ? profileCompleteness(user) : undefined;
  const go = (to: string) => menu.choose(() => void navigate(to));
  const download = async () => {
    try {
      // Loaded on the click: the download is rare.
      const { downloadMyData } = await import('../api/download-my-data.js');
      await downloadMyData();
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };
  return (
    <Menu {...menu.menuProps}>
      <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
        <Typography noWrap sx={{ fontWeight: 600 }}>
          {session.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {session.email}
        </Typography>
        {completeness && (
          <Box sx={{ mt: 1, display: 'grid', gap: 0.5 }}>
            <Typography variant="body2">{t('completeness.menu', { percent: completeness.percent })}</Typography>
            <CompletenessBar percent={completeness.percent} label={t('completeness.menu', { percent: completeness.percent })} />
          </Box>
        )}
      </Box>
      <Divider />
      <MenuItem onClick={go(paths.settings)}>{t('account.settings')}</MenuItem>
      <MenuItem onClick={go(paths.savedSearches)}>{t('account.savedSearches')}</MenuItem>
      <MenuItem onClick={go(paths.visits)}>{t('account.visits')}</MenuItem>
      <MenuItem onClick={go(paths.change)}>{t('account.changePassword')}</MenuItem>
      <MenuItem onClick={go(paths.verify)}>{t('account.emailAndMobile')}</MenuItem>
      <MenuItem onClick={go(paths.updateProfile)}>{t('account.updateProfile')}</MenuItem>
      <MenuItem onClick={go(paths.updatePhoto)}>{t('account.updatePhoto')}</MenuItem>
      <MenuItem onClick={go(paths.biodata)}>{t('account.biodata')}</MenuItem>
      <MenuItem onClick={go(paths.myData)}>{t('account.myData')}</MenuItem>
      <MenuItem onClick={menu.choose(() => void download())}>{t('account.downloadData')}</MenuItem>
      <MenuItem onClick={go(paths.receipts)}>{t('account.receipts')}</MenuItem>
      <MenuItem onClick={menu.choose(onDelete)}>{t('account.deleteAccount')}</MenuItem>
      <MenuItem onClick={menu.choose(() => void signOut())}>{t('account.signOut')}</MenuItem>
    </Menu>
  );
}
