import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { registrationForm } from '../../../contract/accounts.js';
import type { ConsentBody } from '../../../contract/legal.js';
import { errorText } from '../../lib/error-text.js';
import { NarrowCard } from '../../ui/narrow-card.js';
import { useToast } from '../../ui/use-toast.js';
import { useAcceptConsent } from '../api/accept-consent.js';
import { useSignOut } from '../session/use-sign-out.js';
import { ConsentFields } from './consent-fields.js';
import { submitHandler } from '../../lib/form-submit.js';
import { SubmitButton } from '../../ui/submit-button.js';

/** The signup form's two boxes, alone: the same rules and messages. */
const consentForm = registrationForm.pick({ marriagePurpose: true, termsAccepted: true });

/**
 * Shown in place of any signed-in page while the member has not accepted the policies in force:
 * an account registered without the signup form, or any member after POLICY_VERSION changed.
 */
export function ConsentScreen({ policyVersion }: { policyVersion: string }) {
  const { t } = useTranslation(['law', 'member']);
  const toast = useToast();
  const signOut = useSignOut();
  const acceptConsent = useAcceptConsent();
  const form = useForm<z.input<typeof consentForm>>({
    resolver: zodResolver(consentForm),
    mode: 'onTouched',
    defaultValues: { marriagePurpose: false, termsAccepted: false },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await acceptConsent.mutateAsync(values as ConsentBody);
    } catch (error) {
      toast.error(errorText(t, error));
    }
  });

  return (
    <NarrowCard title={t('law:consent.title')} intro={t('law:consent.intro', { version: policyVersion })}>
      <Box component="form" noValidate onSubmit={submitHandler(onSubmit)} sx={{ display: 'grid', gap: 2 }}>
        <ConsentFields control={form.control} />
        <SubmitButton variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {t('law:consent.accept')}
        </SubmitButton>
        <Button variant="text" onClick={() => void signOut()}>
          {t('member:account.signOut')}
        </Button>
      </Box>
    </NarrowCard>
  );
}
