import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text.js';
import { useToast } from '../../ui/use-toast.js';
import { useBlockMember } from '../api/block-member.js';
import { removeFavourite } from '../favourites/favourites-store.js';

/**
 * Asks before blocking, then blocks: the two no longer see or reach each other, so the profile
 * leaves this browser's favourites too, and every list that showed it is read again.
 */
export function BlockDialog({
  userId,
  name,
  onClose,
  onBlocked,
}: {
  userId: string;
  name: string;
  onClose: () => void;
  onBlocked: () => void;
}) {
  const { t } = useTranslation('privacy');
  const toast = useToast();
  const block = useBlockMember();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await block.mutateAsync(userId);
    } catch (error) {
      toast.error(errorText(t, error));
      setBusy(false);
      return;
    }
    removeFavourite(userId);
    toast.success(t('block.done', { name }));
    onBlocked();
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="block-title" aria-describedby="block-text">
      <DialogTitle id="block-title">{t('block.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="block-text">{t('block.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('block.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {t('block.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
