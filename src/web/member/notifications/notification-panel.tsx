import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationItem } from '../../../contract/notifications.js';
import { formatInstant } from '../../lib/format.js';
import { languageOf } from '../../lib/i18n.js';
import { paths } from '../../lib/paths.js';
import { useNotifications } from '../api/get-notifications.js';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.js';

/** Where a notification leads when chosen; kinds without a page of their own lead nowhere. */
const TARGETS: Partial<Record<NotificationItem['kind'], string>> = {
  INTEREST_RECEIVED: `${paths.interests}?tab=received`,
  INTEREST_ACCEPTED: `${paths.interests}?tab=accepted`,
  // Home's standing notice says why, where to fix it, and sends the profile for review again.
  PROFILE_REJECTED: paths.home,
  PHOTO_REJECTED: paths.updatePhoto,
  SAVED_SEARCH_ALERT: paths.savedSearches,
  // A warning about a member the reader is in touch with: the safety advice in full.
  SCAM_WARNING: paths.safety,
};

interface Props {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The bell's list of the latest notifications, loaded with the first opening (./notification-bell.tsx).
 * Each kind reads as its own sentence with the values it carries (a member's name); kinds added by
 * other features need only their text. Showing unread ones marks them all read.
 */
export function NotificationPanel({ id, anchor, onClose }: Props) {
  const { t, i18n } = useTranslation(['privacy', 'member']);
  const navigate = useNavigate();
  const open = anchor !== null;
  const list = useNotifications(open);
  const { mutate: markRead } = useMarkNotificationsRead();
  const unreadShown = open && (list.data?.items ?? []).some((item) => !item.read);
  const language = languageOf(i18n.resolvedLanguage);

  useEffect(() => {
    if (!unreadShown) return;
    // A failure leaves the count as it was: it is asked for again a minute later anyway.
    markRead();
  }, [unreadShown, markRead]);

  const text = (item: NotificationItem) => {
    const name = typeof item.data.name === 'string' && item.data.name ? item.data.name : t('notifications.someone');
    return t(`notifications.kinds.${item.kind}`, { ...item.data, name });
  };

  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchor}
      onClose={onClose}
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
                  onClose();
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
                  {item.kind === 'SCAM_WARNING' && (
                    <>
                      {/* The safety advice every details page gives, and the way to the rest of it. */}
                      <Typography variant="body2" sx={{ mt: 0.5 }}>
                        {t('member:safetyLines.fraudWarning')}
                      </Typography>
                      <Typography variant="body2" color="primary" sx={{ textDecoration: 'underline' }}>
                        {t('member:safetyLines.tipsLink')}
                      </Typography>
                    </>
                  )}
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
  );
}
