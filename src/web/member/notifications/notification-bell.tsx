import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationItem } from '../../../contract/notifications.js';
import { formatInstant } from '../../lib/format.js';
import { languageOf } from '../../lib/i18n.js';
import { paths } from '../../lib/paths.js';
import { useActivity } from '../api/get-activity.js';
import { useNotifications } from '../api/get-notifications.js';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.js';

/** Where a notification leads when chosen; kinds without a page of their own lead nowhere. */
const TARGETS: Partial<Record<NotificationItem['kind'], string>> = {
  INTEREST_RECEIVED: `${paths.interests}?tab=received`,
  INTEREST_ACCEPTED: `${paths.interests}?tab=accepted`,
  // Home's standing notice says why, where to fix it, and sends the profile for review again.
  PROFILE_REJECTED: paths.home,
  PHOTO_REJECTED: paths.updatePhoto,
};

/**
 * The bell in the header: the unread count, and the latest notifications when opened. Each
 * kind reads as its own sentence with the values it carries (a member's name); kinds added by
 * other features need only their text. Opening the list reads them all.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation('privacy');
  const navigate = useNavigate();
  const { unreadNotifications } = useActivity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const id = useId();
  const close = () => setAnchor(null);
  const list = useNotifications(open);
  const { mutate: markRead } = useMarkNotificationsRead();
  const unreadShown = open && (list.data?.items ?? []).some((item) => !item.read);
  const language = languageOf(i18n.resolvedLanguage);

  useEffect(() => {
    if (!unreadShown) return;
    // A failure leaves the count as it was: it is asked for again a minute later anyway.
    markRead();
  }, [unreadShown, markRead]);

  const label = unreadNotifications > 0 ? t('notifications.openWithCount', { count: unreadNotifications }) : t('notifications.open');
  const text = (item: NotificationItem) => {
    const name = typeof item.data.name === 'string' && item.data.name ? item.data.name : t('notifications.someone');
    return t(`notifications.kinds.${item.kind}`, { ...item.data, name });
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unreadNotifications} color="secondary" max={99}>
          <NotificationsNone />
        </Badge>
      </IconButton>
      <Popover
        id={id}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': `${id}-title`,
            sx: { width: 340, maxWidth: 'calc(100vw - 16px)', maxHeight: 440 },
          },
        }}
      >
        <Typography id={`${id}-title`} component="h2" sx={{ px: 2, py: 1, fontWeight: 700 }}>
          {t('notifications.title')}
        </Typography>
        <Divider />
        {list.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={24} aria-label={t('common:app.loading')} />
          </Box>
        ) : (list.data?.items ?? []).length === 0 ? (
          <Typography sx={{ px: 2, py: 2 }} color="text.secondary">
            {t('notifications.empty')}
          </Typography>
        ) : (
          <List disablePadding>
            {list.data!.items.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton
                  onClick={() => {
                    close();
                    const to = TARGETS[item.kind];
                    if (to) void navigate(to);
                  }}
                  sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
                >
                  <Box
                    aria-hidden="true"
                    sx={{
                      width: 8,
                      height: 8,
                      mt: 1,
                      borderRadius: '50%',
                      flexShrink: 0,
                      bgcolor: item.read ? 'transparent' : 'primary.main',
                    }}
                  />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: item.read ? 400 : 600 }}>{text(item)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatInstant(item.createdAt, language)}
                    </Typography>
                  </Box>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
