import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInIndia } from '../../../contract/dates.js';
import type { BlockedMember } from '../../../contract/privacy.js';
import { errorText } from '../../lib/error-text.js';
import { formatDate } from '../../lib/format.js';
import { languageOf } from '../../lib/i18n.js';
import { useToast } from '../../ui/use-toast.js';
import { useBlocks } from '../api/get-blocks.js';
import { useUnblockMember } from '../api/unblock-member.js';
import { SettingsSection } from './settings-section.js';

/** The members this member blocked, each with an unblock button. */
export function BlockedSection() {
  const { t, i18n } = useTranslation('privacy');
  const language = languageOf(i18n.resolvedLanguage);
  const toast = useToast();
  const blocked = useBlocks();
  const [busy, setBusy] = useState<string | null>(null);
  const nameOf = (member: BlockedMember) => member.name || t('settings.blocked.someone');
  // Said before the lists are read again; the button stays disabled until they have been.
  const { mutateAsync: unblockMember } = useUnblockMember((member) =>
    toast.success(t('settings.blocked.unblocked', { name: nameOf(member) })),
  );

  const unblock = async (member: BlockedMember) => {
    setBusy(member.userId);
    try {
      await unblockMember(member);
    } catch (error) {
      toast.error(errorText(t, error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <SettingsSection id="blocked" title={t('settings.blocked.title')}>
      {blocked.isPending ? (
        <Skeleton variant="rounded" height={48} aria-label={t('common:app.loading')} />
      ) : (blocked.data ?? []).length === 0 ? (
        <Typography color="text.secondary">{t('settings.blocked.empty')}</Typography>
      ) : (
        <List disablePadding>
          {blocked.data!.map((member) => {
            const name = nameOf(member);
            return (
              <ListItem
                key={member.userId}
                divider
                disableGutters
                secondaryAction={
                  <Button
                    variant="outlined"
                    size="small"
                    disabled={busy === member.userId}
                    onClick={() => void unblock(member)}
                    aria-label={t('settings.blocked.unblockName', { name })}
                  >
                    {t('settings.blocked.unblock')}
                  </Button>
                }
                sx={{ pr: 12 }}
              >
                <ListItemText
                  primary={name}
                  secondary={t('settings.blocked.since', { date: formatDate(todayInIndia(new Date(member.blockedAt)), language) })}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </SettingsSection>
  );
}
