import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NarrowCard } from '../../ui/narrow-card.js';
import { PageLoader } from '../../ui/page-loader.js';
import { useToast } from '../../ui/use-toast.js';
import { useUserInfo } from '../api/user-info.js';
import { MEMBER_QUERY_ROOT } from '../api/query-keys.js';
import { useSendEmailCode } from '../api/send-email-code.js';
import { useSendMobileCode } from '../api/send-mobile-code.js';
import { useVerifyEmail } from '../api/verify-email.js';
import { useVerifyMobile } from '../api/verify-mobile.js';
import { ChangeEmailForm } from './change-email-form.js';
import { CodeForm } from './code-form.js';
import { useResend } from './use-resend.js';

/** One thing to prove: its heading, and either "verified" or what to do. */
function Section({
  id,
  title,
  verified,
  verifiedText,
  children,
}: {
  id: string;
  title: string;
  verified: boolean;
  verifiedText: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {verified && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'success.dark' }}>
          <CheckCircleIcon fontSize="small" aria-hidden />
          <Typography sx={{ overflowWrap: 'anywhere' }}>{verifiedText}</Typography>
        </Stack>
      )}
      {children}
    </Box>
  );
}

/** /verify: the email address and the mobile number, each verified with a 6-digit code; the email can be changed. */
export function VerifyPage() {
  const { t } = useTranslation('verification');
  const toast = useToast();
  const queryClient = useQueryClient();
  const standing = useUserInfo();
  const [changing, setChanging] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT });
  const { mutateAsync: sendEmailCode } = useSendEmailCode();
  const { mutateAsync: sendMobileCode } = useSendMobileCode();
  const { mutateAsync: verifyEmail } = useVerifyEmail();
  const { mutateAsync: verifyMobile } = useVerifyMobile();
  const email = useResend('email', () => sendEmailCode());
  const mobile = useResend('mobile', () => sendMobileCode());

  if (!standing.data) return <PageLoader label={t('loading')} />;
  const { standing: state, email: address = '', mobileNumber = '' } = standing.data;
  const verified = (message: string) => () => {
    toast.success(message);
    void refresh();
  };

  return (
    <NarrowCard title={t('page.title')} intro={t('page.intro')}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Section
          id="verify-email"
          title={t('email.title')}
          verified={state.emailVerified && !changing}
          verifiedText={t('email.verified', { email: address })}
        >
          {!state.emailVerified && !changing && (
            <>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{t('email.intro', { email: address })}</Typography>
              <CodeForm id="email-code" label={t('email.code')} verify={verifyEmail} onVerified={verified(t('email.done'))} />
              <Button variant="outlined" disabled={email.disabled} onClick={() => void email.resend()}>
                {email.waitSeconds > 0 ? t('resendIn', { seconds: email.waitSeconds }) : t('resend')}
              </Button>
            </>
          )}
          {changing ? (
            <ChangeEmailForm
              onChanged={() => {
                setChanging(false);
                void refresh();
              }}
              onCancel={() => setChanging(false)}
            />
          ) : (
            <Button variant="text" sx={{ justifySelf: 'start' }} onClick={() => setChanging(true)}>
              {t('email.change')}
            </Button>
          )}
        </Section>
        <Section
          id="verify-mobile"
          title={t('mobile.title')}
          verified={state.mobileVerified}
          verifiedText={t('mobile.verified', { mobile: mobileNumber })}
        >
          {!state.mobileVerified && (
            <>
              {state.mobileVerificationRequired && <Alert severity="info">{t('mobile.required')}</Alert>}
              <Typography>{t('mobile.intro', { mobile: mobileNumber })}</Typography>
              <Button variant="outlined" disabled={mobile.disabled} onClick={() => void mobile.resend()}>
                {mobile.waitSeconds > 0 ? t('resendIn', { seconds: mobile.waitSeconds }) : t('mobile.send')}
              </Button>
              <CodeForm id="mobile-code" label={t('mobile.code')} verify={verifyMobile} onVerified={verified(t('mobile.done'))} />
            </>
          )}
        </Section>
      </Stack>
    </NarrowCard>
  );
}
