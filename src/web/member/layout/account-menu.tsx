import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../ui/use-menu.js';
import { avatarPicture } from '../profile/photo-sizes.js';
import { useSession } from '../session/session-store.js';
import { lazyPart } from '../../lib/lazy-part.js';

// The items (and the menu machinery under them) wait for the first click: the avatar is on every
// signed-in page, the menu is opened far less often.
const AccountMenuList = lazyPart('account-menu/AccountMenuList', () => import('./account-menu-list.js').then((m) => m.AccountMenuList));
const DeleteAccountDialog = lazyPart('account-menu/DeleteAccountDialog', () =>
  import('../account/delete-account-dialog.js').then((m) => m.DeleteAccountDialog),
);

/** The avatar menu of the full header (SPEC section 2). */
export function AccountMenu() {
  const { t } = useTranslation('member');
  const session = useSession();
  const menu = useMenu();
  const [deleting, setDeleting] = useState(false);
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
      {menu.opened && (
        <Suspense fallback={null}>
          <AccountMenuList menu={menu} onDelete={() => setDeleting(true)} />
        </Suspense>
      )}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </>
  );
}
