import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../ui/use-toast.js';
import { useDeleteAccount } from '../api/delete-account.js';
import { useSignOut } from '../session/use-sign-out.js';

/** Asks before deleting; on success confirms, closes and signs out (SPEC section 4). */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('member');
  const toast = useToast();
  const signOut = useSignOut({ revoke: false });
  const deleteAccount = useDeleteAccount();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteAccount.mutateAsync();
    } catch {
      toast.error(t('toast.somethingWentWrong'));
      setBusy(false);
      return;
    }
    toast.success(t('toast.accountDeleted'));
    onClose();
    void signOut();
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-title" aria-describedby="delete-text">
      <DialogTitle id="delete-title">{t('account.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-text">{t('account.deleteText')}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>{t('account.deleteErased')}</DialogContentText>
        <DialogContentText sx={{ mt: 1.5 }}>{t('account.deleteKept')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('details.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {t('account.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
