import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LONG_TEXT_MAX } from '../../../contract/limits.js';
import { FormSelectField, type SelectOption } from '../../ui/form-select-field.js';
import { FormTextField } from '../../ui/form-text-field.js';

/** What a decision dialog asks: a reason from a list (when offered) and the administrator's note. */
interface Decision {
  reason?: string;
  note?: string;
}

interface DecisionDialogProps<T extends Decision> {
  title: string;
  message: string;
  /** The contract's form schema: which reasons are allowed, and when a note is required. */
  schema: z.ZodType<T, Decision>;
  reasons?: { label: string; placeholder: string; options: SelectOption[] };
  note: { label: string; required?: boolean; helper?: string };
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  destructive?: boolean;
  /** The decision as the schema parsed it: a reason from its list, a note when it requires one. */
  onConfirm: (decision: T) => void;
  onCancel: () => void;
}

/**
 * Asks for the reason and words behind a decision (reject, suspend, dismiss, delete, turn a photo
 * down) before it is made; the same checks as the server, from the same schema. Mounted only
 * while open, so every opening starts blank.
 */
export function DecisionDialog<T extends Decision>(props: DecisionDialogProps<T>) {
  const titleId = useId();
  const textId = useId();
  const form = useForm<Decision, unknown, T>({ resolver: zodResolver(props.schema), mode: 'onTouched', defaultValues: { note: '' } });
  const submit = form.handleSubmit((values) => props.onConfirm(values));
  return (
    <Dialog
      open
      onClose={props.pending ? undefined : props.onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {props.message}
          </DialogContentText>
          <Stack spacing={2.5}>
            {props.reasons && (
              <FormSelectField
                control={form.control}
                name="reason"
                label={props.reasons.label}
                placeholder={props.reasons.placeholder}
                options={props.reasons.options}
                required
              />
            )}
            <FormTextField
              control={form.control}
              name="note"
              label={props.note.label}
              helperText={props.note.helper}
              required={props.note.required}
              multiline
              minRows={3}
              maxLength={LONG_TEXT_MAX}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onCancel} disabled={props.pending}>
            {props.cancelLabel}
          </Button>
          <Button type="submit" color={props.destructive ? 'error' : 'primary'} variant="contained" disabled={props.pending}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
