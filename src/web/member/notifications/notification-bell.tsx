import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivity } from '../api/get-activity.js';
import { HEADER_BADGE_MAX } from '../layout/header-badge.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { CountBadge, PathIcon } from '../../ui/buttons.js';
import { ICONS } from '../../ui/icon-paths.js';

// The list (and the popover machinery under it) waits for the first click: the bell is on every
// signed-in page, the list is opened far less often.
const NotificationPanel = lazyPart('notification-bell/NotificationPanel', () =>
  import('./notification-panel.js').then((m) => m.NotificationPanel),
);

/**
 * The bell in the header: the unread count, and the latest notifications when opened. Drawn from
 * fixed classes (ui/buttons.css): it is on every signed-in page.
 */
export function NotificationBell() {
  const { t } = useTranslation('privacy');
  const { unreadNotifications } = useActivity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const open = anchor !== null;
  const id = useId();
  const label = unreadNotifications > 0 ? t('notifications.openWithCount', { count: unreadNotifications }) : t('notifications.open');

  return (
    <>
      <button
        type="button"
        className="app-icon-button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? id : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        <CountBadge count={unreadNotifications} max={HEADER_BADGE_MAX}>
          <PathIcon path={ICONS.notificationsNone} />
        </CountBadge>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <NotificationPanel id={id} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
