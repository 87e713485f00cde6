import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  pending?: boolean;
  pendingLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be taken back from the admin's screens. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const { open, pending = false } = props;
  return (
    <Dialog open={open} onClose={pending ? undefined : props.onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{props.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={pending}>
          {props.cancelLabel}
        </Button>
        <Button onClick={props.onConfirm} color="error" variant="contained" disabled={pending} autoFocus>
          {pending && props.pendingLabel ? props.pendingLabel : props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
