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
import { PAYMENT_REFERENCE_MAX, recordPaymentBody, type RecordPaymentInput } from '../../../contract/admin-payments.js';
import { OFFLINE_METHODS } from '../../../contract/payments.js';
import { ApiError } from '../../lib/api.js';
import { submitHandler } from '../../lib/form-submit.js';
import { FormSelectField } from '../../ui/form-select-field.js';
import { FormTextField, MOBILE_INPUT } from '../../ui/form-text-field.js';
import { isSessionError } from '../session/admin-session-guard.js';
import { showAdminToast } from '../shared/admin-toast.js';
import { useRecordPayment } from '../api/record-payment.js';

interface Props {
  open: boolean;
  /** The annual fee, offered as the amount. */
  feeInr: number;
  onClose: () => void;
}

/**
 * Money received at the office, recorded against a member's mobile number: it completes their
 * payment, starts their year and mails their receipt. The form sends what was typed; the server
 * turns rupees into paise.
 */
export function RecordPaymentDialog({ open, feeInr, onClose }: Props) {
  const { t } = useTranslation('admin-payments');
  const record = useRecordPayment();
  const form = useForm<RecordPaymentInput>({
    resolver: zodResolver(recordPaymentBody, undefined, { raw: true }),
    mode: 'onTouched',
    defaultValues: { mobileNumber: '', amountInr: feeInr > 0 ? String(feeInr) : '', method: 'CASH', reference: '' },
  });

  const close = () => {
    form.reset();
    record.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const recorded = await record.mutateAsync(values);
      showAdminToast(t('record.done', { number: recorded.receiptNo ?? '—' }));
      close();
    } catch (error) {
      if (isSessionError(error)) return;
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'USER_NOT_FOUND') form.setError('mobileNumber', { message: 'errors.USER_NOT_FOUND' });
      else if (code === 'PAYMENT_REFERENCE_TAKEN') form.setError('reference', { message: 'errors.PAYMENT_REFERENCE_TAKEN' });
      else showAdminToast(t('admin:toast.error'), 'error');
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="record-payment-title">
      <form noValidate onSubmit={submitHandler(onSubmit)}>
        <DialogTitle id="record-payment-title">{t('record.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('record.intro')}</DialogContentText>
          <Stack spacing={2}>
            <FormTextField
              control={form.control}
              name="mobileNumber"
              label={t('record.mobileNumber')}
              {...MOBILE_INPUT}
              required
              autoFocus
            />
            <FormTextField
              control={form.control}
              name="amountInr"
              label={t('record.amount')}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormSelectField
              control={form.control}
              name="method"
              label={t('record.method')}
              required
              placeholder={t('record.chooseMethod')}
              options={OFFLINE_METHODS.map((method) => ({ value: method, label: t(`method.${method}`) }))}
            />
            <FormTextField
              control={form.control}
              name="reference"
              label={t('record.reference')}
              helperText={t('record.referenceHint')}
              maxLength={PAYMENT_REFERENCE_MAX}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('admin:common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('admin:common.loading') : t('record.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
