import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../ui/use-menu.js';
import { avatarPicture } from '../profile/photo-sizes.js';
import { useSession } from '../session/session-store.js';
import { lazyPart } from '../../lib/lazy-part.js';
// The button's classes (app-icon-button); the avatar's are the header's own.
import '../../ui/buttons.js';

// The items (and the menu machinery under them) wait for the first click: the avatar is on every
// signed-in page, the menu is opened far less often.
const AccountMenuList = lazyPart('account-menu/AccountMenuList', () => import('./account-menu-list.js').then((m) => m.AccountMenuList));
const DeleteAccountDialog = lazyPart('account-menu/DeleteAccountDialog', () =>
  import('../account/delete-account-dialog.js').then((m) => m.DeleteAccountDialog),
);

/**
 * The avatar menu of the full header (SPEC section 2). The button and the avatar are drawn from
 * fixed classes (ui/buttons.css, site-header.css): they are on every signed-in page.
 */
export function AccountMenu() {
  const { t } = useTranslation('member');
  const session = useSession();
  const menu = useMenu();
  const [deleting, setDeleting] = useState(false);
  // A picture that no longer loads shows the initial instead, as MUI's Avatar did.
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <>
      <button type="button" className="app-icon-button site-header__account" aria-label={t('account.menu')} {...menu.triggerProps}>
        <span className="site-header__avatar">
          {session.photo && broken !== session.photo ? (
            <img
              {...avatarPicture(session.photo)}
              sizes="36px"
              alt={session.name ?? ''}
              className="site-header__avatar-picture"
              onError={() => setBroken(session.photo)}
            />
          ) : (
            session.name?.charAt(0).toUpperCase()
          )}
        </span>
      </button>
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
