import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text.js';
import { PageLoader } from '../../ui/page-loader.js';
import { showAdminToast } from '../shared/admin-toast.js';
import { confirmEnrolment, startEnrolment, type SecondStepDone } from '../api/second-step-api.js';
import { StepCodeForm } from './step-code-form.js';

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * First sign-in after two-step sign-in began: a new secret as a QR code (drawn by our server)
 * and as text, then a code from the app to prove it was added.
 */
export function EnrolStep({ onDone, onCancel }: { onDone: (done: SecondStepDone) => void; onCancel: () => void }) {
  const { t } = useTranslation('two-step');
  // One secret per visit to this step: asking again would replace the one being scanned.
  const visit = useId();
  const enrolment = useQuery({
    queryKey: ['admin-enrolment', visit],
    queryFn: startEnrolment,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  if (enrolment.isPending) return <PageLoader label={t('enrol.loading')} />;
  if (enrolment.isError) {
    return (
      <Stack spacing={2}>
        <Typography role="alert">{errorText(t, enrolment.error)}</Typography>
        <Button onClick={onCancel}>{t('cancel')}</Button>
      </Stack>
    );
  }
  const { qrCode, secret } = enrolment.data;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('enrol.intro')}
      </Typography>
      <Typography>{t('enrol.scan')}</Typography>
      <Box
        component="img"
        src={qrCode}
        alt={t('enrol.qrAlt')}
        sx={{ width: 200, height: 200, alignSelf: 'center', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
      />
      <Typography variant="body2">{t('enrol.manual')}</Typography>
      <Typography
        data-testid="totp-secret"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1rem',
          letterSpacing: 1,
          bgcolor: 'grey.100',
          p: 1,
          borderRadius: 1,
          overflowWrap: 'anywhere',
        }}
      >
        {grouped(secret)}
      </Typography>
      <Typography>{t('enrol.enterCode')}</Typography>
      <StepCodeForm
        kind="authenticator"
        label={t('code.label')}
        submitLabel={t('enrol.confirm')}
        onSubmit={async (code) => {
          try {
            onDone(await confirmEnrolment({ code }));
          } catch (error) {
            showAdminToast(errorText(t, error), 'error');
          }
        }}
      />
      <Button onClick={onCancel}>{t('cancel')}</Button>
    </Stack>
  );
}
