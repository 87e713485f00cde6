import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminGrievanceUpdateBody,
  GRIEVANCE_STATUSES,
  type AdminGrievanceUpdateBody,
  type GrievanceRecord,
} from '../../../contract/grievances.js';
import { LONG_TEXT_MAX } from '../../../contract/limits.js';
import { errorText } from '../../lib/error-text.js';
import { FormSelectField } from '../../ui/form-select-field.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { showAdminToast } from '../shared/admin-toast.js';
import { isSessionError } from '../session/admin-session-guard.js';
import { useUpdateGrievance } from '../api/grievance-calls.js';
import { submitHandler } from '../../lib/form-submit.js';

/** Moves a grievance on; deciding it needs the note the complainant will receive by mail. */
export function GrievanceDialog({ grievance, onClose }: { grievance: GrievanceRecord; onClose: () => void }) {
  const { t } = useTranslation('grievances');
  const update = useUpdateGrievance();
  const form = useForm<AdminGrievanceUpdateBody>({
    resolver: zodResolver(adminGrievanceUpdateBody),
    mode: 'onTouched',
    defaultValues: { id: grievance.id, status: grievance.status === 'RECEIVED' ? 'IN_PROGRESS' : grievance.status, note: '' },
  });
  const status = form.watch('status');
  const deciding = status === 'RESOLVED' || status === 'REJECTED';

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      showAdminToast(t('updated', { ticket: grievance.ticket }));
      onClose();
    } catch (error) {
      if (!isSessionError(error)) showAdminToast(errorText(t, error), 'error');
    }
  });

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} aria-labelledby="grievance-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="grievance-dialog-title">{t('dialogTitle', { ticket: grievance.ticket })}</DialogTitle>
      <Box component="form" noValidate onSubmit={submitHandler(onSubmit)}>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {grievance.description}
          </Typography>
          <FormSelectField
            control={form.control}
            name="status"
            label={t('status')}
            placeholder={t('choose')}
            options={GRIEVANCE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            required
          />
          {deciding && (
            <FormTextField
              control={form.control}
              name="note"
              label={t('noteDecision')}
              helperText={t('noteHint')}
              multiline
              minRows={3}
              maxLength={LONG_TEXT_MAX}
              required
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? t('saving') : t('save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
