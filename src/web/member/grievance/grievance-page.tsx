import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GRIEVANCE_CATEGORIES, grievanceBody, type GrievanceInput } from '../../../contract/grievances.js';
import { GRIEVANCE_TEXT_MAX } from '../../../contract/limits.js';
import { errorText } from '../../lib/error-text.js';
import { formatInstant } from '../../lib/format.js';
import { languageOf } from '../../lib/i18n.js';
import { paths } from '../../lib/paths.js';
import { AppLink } from '../../ui/app-link.js';
import { FormSelectField } from '../../ui/form-select-field.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { PageLoader } from '../../ui/page-loader.js';
import { useToast } from '../../ui/use-toast.js';
import { useFileGrievance } from '../api/file-grievance.js';
import { usePublicConfig } from '../api/public-config.js';
import { OfficerCard } from '../legal/officer-card.js';
import { readSession } from '../session/session-store.js';
import { submitHandler } from '../../lib/form-submit.js';
import { SubmitButton } from '../../ui/submit-button.js';

interface Filed {
  ticket: string;
  dueAt: string;
  email: string;
}

/**
 * Complaints to the grievance officer, open to anyone without signing in (IT Rules 2021): the
 * officer's contacts, the form, and the ticket on screen once it is filed.
 */
export function GrievancePage() {
  const { t, i18n } = useTranslation('law');
  const language = languageOf(i18n.resolvedLanguage);
  const config = usePublicConfig();
  const toast = useToast();
  const fileGrievance = useFileGrievance();
  const [filed, setFiled] = useState<Filed | null>(null);
  const receipt = useRef<HTMLDivElement>(null);
  // The ticket appears above the form the visitor just sent: bring it into view and to the reader.
  useEffect(() => {
    if (!filed) return;
    receipt.current?.scrollIntoView({ block: 'center' });
    receipt.current?.focus();
  }, [filed]);
  const form = useForm<GrievanceInput>({
    resolver: zodResolver(grievanceBody),
    mode: 'onTouched',
    defaultValues: {
      category: '' as GrievanceInput['category'],
      description: '',
      profileRef: '',
      email: readSession().email ?? '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await fileGrievance.mutateAsync({ ...values, language });
      setFiled({ ticket: answer.ticket, dueAt: answer.dueAt, email: values.email });
      form.reset();
    } catch (error) {
      toast.error(errorText(t, error));
    }
  });

  if (!config.data) return <PageLoader label={t('common:app.loading')} />;
  const categories = GRIEVANCE_CATEGORIES.map((value) => ({ value, label: t(`grievance.categories.${value}`) }));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('grievance.title')}
      </Typography>
      <Typography sx={{ mb: 1, lineHeight: 1.7 }}>{t('grievance.intro')}</Typography>
      <Typography sx={{ mb: 3, lineHeight: 1.7 }}>
        {t('grievance.timelines')} <AppLink to={paths.grievancePolicy}>{t('grievance.policyLink')}</AppLink>
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <OfficerCard officer={config.data.grievanceOfficer} />
        {filed && (
          <Alert ref={receipt} tabIndex={-1} severity="success" role="status" variant="outlined" sx={{ fontSize: '1rem' }}>
            <AlertTitle sx={{ fontWeight: 700 }}>{t('grievance.filedTitle', { ticket: filed.ticket })}</AlertTitle>
            {t('grievance.filedText', { due: formatInstant(filed.dueAt, language), email: filed.email })}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {t('grievance.formTitle')}
          </Typography>
          <Box component="form" noValidate onSubmit={submitHandler(onSubmit)} sx={{ display: 'grid', gap: 2 }}>
            <FormSelectField
              control={form.control}
              name="category"
              label={t('grievance.category')}
              placeholder={t('grievance.choose')}
              options={categories}
              required
            />
            <FormTextField
              control={form.control}
              name="description"
              label={t('grievance.description')}
              helperText={t('grievance.descriptionHint')}
              multiline
              minRows={5}
              maxLength={GRIEVANCE_TEXT_MAX}
              required
            />
            <FormTextField
              control={form.control}
              name="profileRef"
              label={t('grievance.profileRef')}
              helperText={t('grievance.profileRefHint')}
            />
            <FormTextField
              control={form.control}
              name="email"
              label={t('grievance.email')}
              helperText={t('grievance.emailHint')}
              type="email"
              autoComplete="email"
              required
            />
            <SubmitButton variant="contained" size="large" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('member:auth.pleaseWait') : t('grievance.submit')}
            </SubmitButton>
          </Box>
        </Paper>
      </Box>
    </Container>
  );
}
