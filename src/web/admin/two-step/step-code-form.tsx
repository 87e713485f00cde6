import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authenticatorCodeForm, recoveryCodeForm } from '../../../contract/two-step.js';
import { VERIFICATION_CODE_DIGITS } from '../../../contract/limits.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { submitHandler } from '../../lib/form-submit.js';
import { SubmitButton } from '../../ui/submit-button.js';

/** The authenticator's 6 digits, or a recovery code (`kind`), with its submit button. */
export function StepCodeForm({
  kind,
  label,
  submitLabel,
  onSubmit,
}: {
  kind: 'authenticator' | 'recovery';
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation('two-step');
  const form = useForm({
    resolver: zodResolver(kind === 'authenticator' ? authenticatorCodeForm : recoveryCodeForm),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submitHandler(form.handleSubmit(({ code }) => onSubmit(String(code))))}>
      <FormTextField
        control={form.control}
        name="code"
        id={`second-step-${kind}`}
        label={label}
        autoComplete="one-time-code"
        {...(kind === 'authenticator' ? { maxLength: VERIFICATION_CODE_DIGITS, numeric: true } : { maxLength: 11 })}
        autoFocus
        required
      />
      <SubmitButton variant="contained" size="large" fullWidth disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('pleaseWait') : submitLabel}
      </SubmitButton>
    </Stack>
  );
}
