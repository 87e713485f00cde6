import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NAV_LINKS, useNavLinks } from './nav-links.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { addStaticStyle } from '../../ui/static-style.js';
import { CountBadge, PathIcon } from '../../ui/buttons.js';
import { ICONS } from '../../ui/icon-paths.js';
import navStyle from './main-nav.css?inline';

addStaticStyle('main-nav', navStyle);

// The drawer (and the modal machinery under it) waits for the first tap on the menu button.
const NavDrawer = lazyPart('main-nav/NavDrawer', () => import('./nav-drawer.js').then((m) => m.NavDrawer));

/**
 * Home, Interests (with the count of new ones), About Us, Favorite, Contact Us: inline on wide
 * screens, in a drawer on phones, where the menu button carries the count too.
 */
export function MainNav({ placement }: { placement: 'bar' | 'drawer' }) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { current, text, newInterests } = useNavLinks();

  if (placement === 'bar') {
    // Drawn from fixed classes (main-nav.css): it is in the header of every member's page.
    return (
      <nav aria-label={t('nav.label')} className="main-nav">
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className="main-nav__link" aria-current={current(link.to) ? 'page' : undefined}>
            {text(link)}
          </NavLink>
        ))}
      </nav>
    );
  }

  return (
    <div className="main-nav-menu">
      <button
        type="button"
        className="app-icon-button app-icon-button--edge-start"
        aria-label={t('nav.open')}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <CountBadge count={newInterests} dot>
          <PathIcon path={ICONS.menu} />
        </CountBadge>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <NavDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
