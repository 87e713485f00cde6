import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LONG_TEXT_MAX } from '../../../contract/limits.js';
import { REPORT_REASONS } from '../../../contract/moderation.js';
import { reportForm } from '../../../contract/reports.js';
import { ApiError } from '../../lib/api.js';
import { errorText } from '../../lib/error-text.js';
import { FormSelectField } from '../../ui/form-select-field.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { useToast } from '../../ui/use-toast.js';
import { useReportProfile } from '../api/report-profile.js';
import { submitHandler } from '../../lib/form-submit.js';

/** 'Report User Profile': why (one of the reasons) and a description, sent with the reported profile's id. */
export function ReportDialog({ profileId, name, onClose }: { profileId: string; name: string; onClose: () => void }) {
  const { t } = useTranslation('member');
  const toast = useToast();
  const reportProfile = useReportProfile();
  const form = useForm({ resolver: zodResolver(reportForm), mode: 'onTouched', defaultValues: { reason: undefined, description: '' } });

  const onSubmit = form.handleSubmit(async ({ reason, description }) => {
    try {
      await reportProfile.mutateAsync({ reason, description, reportedUserId: profileId });
      toast.success(t('toast.reported'));
      onClose();
    } catch (error) {
      toast.error(error instanceof ApiError && error.code === 'ACCOUNT_SUSPENDED' ? errorText(t, error) : t('toast.somethingWentWrong'));
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-title">
      <form noValidate onSubmit={submitHandler(onSubmit)}>
        <DialogTitle id="report-title">{t('details.reportTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('details.reportIntro', { name })}</DialogContentText>
          <Stack spacing={2.5}>
            <FormSelectField
              control={form.control}
              name="reason"
              label={t('details.reason')}
              placeholder={t('details.reasonPlaceholder')}
              options={REPORT_REASONS.map((reason) => ({ value: reason, label: t(`common:moderation.reportReasons.${reason}`) }))}
              required
            />
            <FormTextField
              control={form.control}
              name="description"
              label={t('details.description')}
              multiline
              minRows={4}
              maxLength={LONG_TEXT_MAX}
              required
            />
          </Stack>
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
