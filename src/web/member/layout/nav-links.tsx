import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../lib/paths.js';
import { CountBadge } from '../../ui/buttons.js';
import { VISUALLY_HIDDEN_CLASS } from '../../ui/visually-hidden.js';
import { useActivity } from '../api/get-activity.js';
import { HEADER_BADGE_MAX } from './header-badge.js';

export const NAV_LINKS = [
  { to: paths.home, key: 'nav.home' },
  { to: paths.interests, key: 'nav.interests' },
  { to: paths.about, key: 'nav.about' },
  { to: paths.favorite, key: 'nav.favorite' },
  { to: paths.contact, key: 'nav.contact' },
] as const;

type NavLinkEntry = (typeof NAV_LINKS)[number];

/**
 * What the bar and the drawer share: which link is the current page, and each link's text, with
 * the count of new interests beside Interests.
 */
export function useNavLinks() {
  const { t } = useTranslation('member');
  const { pathname } = useLocation();
  const { newInterests } = useActivity();
  const current = (to: string) => pathname.toLowerCase() === to.toLowerCase();
  const text = (link: NavLinkEntry) =>
    link.to === paths.interests && newInterests > 0 ? (
      <CountBadge count={newInterests} max={HEADER_BADGE_MAX} after>
        <span aria-hidden="true">{t(link.key)}</span>
        <span className={VISUALLY_HIDDEN_CLASS}>{t('nav.interestsWithCount', { count: newInterests })}</span>
      </CountBadge>
    ) : (
      t(link.key)
    );
  return { current, text, newInterests };
}
