import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_DIGITS } from '../../../contract/limits.js';
import { verifyCodeBody, type VerifyCodeBody } from '../../../contract/verification.js';
import { errorText } from '../../lib/error-text.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { useToast } from '../../ui/use-toast.js';
import { submitHandler } from '../../lib/form-submit.js';
import { SubmitButton } from '../../ui/submit-button.js';

/** A 6-digit code and its Verify button; `verify` calls the server, a refusal is said in a toast. */
export function CodeForm({
  id,
  label,
  verify,
  onVerified,
}: {
  id: string;
  label: string;
  verify: (body: VerifyCodeBody) => Promise<unknown>;
  onVerified: () => void;
}) {
  const { t } = useTranslation('verification');
  const toast = useToast();
  const form = useForm({ resolver: zodResolver(verifyCodeBody), mode: 'onTouched', defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await verify(values);
      onVerified();
    } catch (error) {
      toast.error(errorText(t, error));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submitHandler(onSubmit)} sx={{ display: 'grid', gap: 1.5 }}>
      <FormTextField
        control={form.control}
        name="code"
        id={id}
        label={label}
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_DIGITS}
        numeric
        required
      />
      <SubmitButton variant="contained" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('pleaseWait') : t('verify')}
      </SubmitButton>
    </Box>
  );
}
