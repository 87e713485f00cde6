import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivity } from '../api/get-activity.js';
import { HEADER_BADGE_MAX } from '../layout/header-badge.js';
import { lazyPart } from '../../lib/lazy-part.js';

// The list (and the popover machinery under it) waits for the first click: the bell is on every
// signed-in page, the list is opened far less often.
const NotificationPanel = lazyPart('notification-bell/NotificationPanel', () =>
  import('./notification-panel.js').then((m) => m.NotificationPanel),
);

/** The bell in the header: the unread count, and the latest notifications when opened. */
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
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? id : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        {/* null rather than 0: a badge hidden at 0 keeps its last number in the page, a word the
            button's name no longer says. */}
        <Badge badgeContent={unreadNotifications || null} color="secondary" max={HEADER_BADGE_MAX}>
          <NotificationsNone />
        </Badge>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NotificationPanel id={id} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
