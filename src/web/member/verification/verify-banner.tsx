import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { languageOf } from '../../lib/i18n.js';
import { paths } from '../../lib/paths.js';
import { useUserInfo } from '../api/user-info.js';
import { memberKeys } from '../api/query-keys.js';
import { useSendEmailCode } from '../api/send-email-code.js';
import { formatIndiaDay } from '../../lib/format.js';
import { useResend } from './use-resend.js';
import { verificationDue } from './verification-due.js';

/**
 * Under the header while the member has not proven what approval waits for: the email address
 * (always) and the mobile number (when REQUIRE_MOBILE_VERIFICATION is on). The server decides
 * (standing); this only tells, with a way to act at once.
 */
export function VerifyBanner() {
  const { t, i18n } = useTranslation('verification');
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const standing = useUserInfo();
  const { mutateAsync: sendEmailCode } = useSendEmailCode();
  const email = useResend('email', async () => {
    const answer = await sendEmailCode();
    void queryClient.invalidateQueries({ queryKey: memberKeys.userInfo() });
    return answer;
  });
  const info = standing.data;
  if (!info || pathname === paths.verify || pathname === paths.confirmEmail) return null;
  const { email: needsEmail, mobile: needsMobile } = verificationDue(info.standing);
  if (!needsEmail && !needsMobile) return null;
  const deadline = info.standing.emailVerificationDeadline;

  return (
    <Alert
      severity="warning"
      role="region"
      aria-label={t('banner.label')}
      sx={{ borderRadius: 0, px: { xs: 1.5, sm: 3 }, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{needsEmail ? t('banner.emailTitle') : t('banner.mobileTitle')}</AlertTitle>
      {needsEmail ? t('banner.emailText', { email: info.email ?? '' }) : t('banner.mobileText')}
      {needsEmail && deadline && (
        <Box sx={{ mt: 0.5 }}>{t('banner.deadline', { date: formatIndiaDay(deadline, languageOf(i18n.language)) })}</Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          component={RouterLink}
          to={paths.verify}
          variant="contained"
          size="small"
          disableElevation
          // The alert's own dark brown: white text on the theme's orange is too faint to read.
          sx={{ bgcolor: '#663c00', color: '#fff', '&:hover': { bgcolor: '#4a2c00' } }}
        >
          {needsEmail ? t('banner.enterCode') : t('banner.verifyMobile')}
        </Button>
        {needsEmail && (
          <Button variant="outlined" color="inherit" size="small" disabled={email.disabled} onClick={() => void email.resend()}>
            {email.waitSeconds > 0 ? t('resendIn', { seconds: email.waitSeconds }) : t('resend')}
          </Button>
        )}
      </Box>
    </Alert>
  );
}
