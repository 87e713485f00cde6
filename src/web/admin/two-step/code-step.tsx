import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text.js';
import { showAdminToast } from '../shared/admin-toast.js';
import { verifySecondStep, type SecondStepDone } from '../api/second-step-api.js';
import { StepCodeForm } from './step-code-form.js';

/** Later sign-ins: the authenticator's code, or one of the recovery codes. */
export function CodeStep({ onDone, onCancel }: { onDone: (done: SecondStepDone) => void; onCancel: () => void }) {
  const { t } = useTranslation('two-step');
  const [recovery, setRecovery] = useState(false);
  const submit = async (code: string) => {
    try {
      onDone(await verifySecondStep({ code }));
    } catch (error) {
      showAdminToast(errorText(t, error), 'error');
    }
  };
  return (
    <Stack spacing={2}>
      <Typography>{recovery ? t('code.recoveryIntro') : t('code.intro')}</Typography>
      <StepCodeForm
        key={recovery ? 'recovery' : 'authenticator'}
        kind={recovery ? 'recovery' : 'authenticator'}
        label={recovery ? t('code.recoveryLabel') : t('code.label')}
        submitLabel={t('code.submit')}
        onSubmit={submit}
      />
      <Button onClick={() => setRecovery((value) => !value)}>{recovery ? t('code.useApp') : t('code.useRecovery')}</Button>
      <Button onClick={onCancel}>{t('cancel')}</Button>
    </Stack>
  );
}
