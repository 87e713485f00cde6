import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.js';
import { BrandLogo } from '../../ui/brand-logo.js';
import { LanguageSwitcher } from '../../ui/language-switcher.js';
import { useSaveLanguage } from '../api/save-language.js';
import { useSession } from '../session/session-store.js';
import { useSignOut } from '../session/use-sign-out.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { addStaticStyle } from '../../ui/static-style.js';
import { buttonClass } from '../../ui/buttons.js';
import headerStyle from './site-header.css?inline';

addStaticStyle('site-header', headerStyle);

// The onboarded member's navigation and account menu are not needed by visitors.
const MainNav = lazyPart('site-header/MainNav', () => import('./main-nav.js').then((m) => m.MainNav));
const AccountMenu = lazyPart('site-header/AccountMenu', () => import('./account-menu.js').then((m) => m.AccountMenu));
const NotificationBell = lazyPart('site-header/NotificationBell', () =>
  import('../notifications/notification-bell.js').then((m) => m.NotificationBell),
);

/** On every page: drawn from fixed classes (site-header.css, ui/buttons.css), its menus by MUI when opened. */
export function SiteHeader({ full }: { full: boolean }) {
  const { t } = useTranslation('member');
  const session = useSession();
  const signOut = useSignOut();
  const saveLanguage = useSaveLanguage();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        {full && (
          <Suspense fallback={null}>
            <MainNav placement="drawer" />
          </Suspense>
        )}
        <BrandLogo to={full ? paths.home : paths.landing} />
        {full && (
          <Suspense fallback={null}>
            <MainNav placement="bar" />
          </Suspense>
        )}
        <div className="site-header__space" />
        <LanguageSwitcher onChange={(language) => saveLanguage.mutate(language)} />
        {full ? (
          <Suspense fallback={null}>
            <NotificationBell />
            <AccountMenu />
          </Suspense>
        ) : session.signedIn ? (
          <button type="button" className={buttonClass('text')} onClick={() => void signOut()}>
            {t('account.signOut')}
          </button>
        ) : (
          <RouterLink className={buttonClass('text')} to={paths.auth}>
            {t('layout.login')}
          </RouterLink>
        )}
      </div>
    </header>
  );
}
