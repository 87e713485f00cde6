import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LONG_TEXT_MAX } from '../../../contract/limits.js';
import { reportBody } from '../../../contract/reports.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { useToast } from '../../ui/use-toast.js';
import { useReportProfile } from '../api/report-profile.js';
import { submitHandler } from '../../lib/form-submit.js';

const reportForm = reportBody.pick({ description: true });

/** 'Report User Profile': a description of the problem, sent with the reported profile's id. */
export function ReportDialog({ profileId, name, onClose }: { profileId: string; name: string; onClose: () => void }) {
  const { t } = useTranslation('member');
  const toast = useToast();
  const reportProfile = useReportProfile();
  const form = useForm({ resolver: zodResolver(reportForm), mode: 'onTouched', defaultValues: { description: '' } });

  const onSubmit = form.handleSubmit(async ({ description }) => {
    try {
      await reportProfile.mutateAsync({ description, reportedUserId: profileId });
      toast.success(t('toast.reported'));
      onClose();
    } catch {
      toast.error(t('toast.somethingWentWrong'));
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-title">
      <form noValidate onSubmit={submitHandler(onSubmit)}>
        <DialogTitle id="report-title">{t('details.reportTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('details.reportIntro', { name })}</DialogContentText>
          <FormTextField
            control={form.control}
            name="description"
            label={t('details.description')}
            multiline
            minRows={4}
            maxLength={LONG_TEXT_MAX}
            required
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('details.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('details.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
