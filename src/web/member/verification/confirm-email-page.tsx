import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { errorText } from '../../lib/error-text.js';
import { paths } from '../../lib/paths.js';
import { NarrowCard } from '../../ui/narrow-card.js';
import { PageLoader } from '../../ui/page-loader.js';
import { confirmEmail } from '../api/confirm-email.js';
import { MEMBER_QUERY_ROOT, memberKeys } from '../api/query-keys.js';
import { isSignedIn } from '../session/session-store.js';

/** The key from the address, read once; it is then taken out of the address bar and history. */
function useLinkKey(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [key] = useState(() => new URLSearchParams(location.search).get('key') ?? '');
  useEffect(() => {
    if (location.search) void navigate(location.pathname, { replace: true });
  }, [location.search, location.pathname, navigate]);
  return key;
}

/**
 * /confirmEmail?key=…: the one-click link of the verification mail. It works without signing in
 * (the mail may be opened on another device). The key is sent once, however often React renders.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('verification');
  const key = useLinkKey();
  const queryClient = useQueryClient();
  const signedIn = isSignedIn();
  const result = useQuery({
    queryKey: memberKeys.confirmEmail(key),
    queryFn: async () => {
      await confirmEmail(key);
      await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT });
      return true;
    },
    enabled: key !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (key !== '' && result.isPending) return <PageLoader label={t('link.checking')} />;
  const ok = result.isSuccess;
  const next = signedIn ? (ok ? paths.home : paths.verify) : paths.auth;
  return (
    <NarrowCard title={ok ? t('link.doneTitle') : t('link.failedTitle')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: ok ? 'success.dark' : 'error.dark' }}>
          {ok ? <CheckCircleIcon aria-hidden /> : <ErrorOutlineIcon aria-hidden />}
          <Typography role="status">{ok ? t('link.done') : key === '' ? t('link.missing') : errorText(t, result.error)}</Typography>
        </Stack>
        {!ok && <Typography color="text.secondary">{t('link.failedHelp')}</Typography>}
        <Button component={RouterLink} to={next} variant="contained" replace>
          {signedIn ? (ok ? t('link.continue') : t('link.toVerify')) : t('link.signIn')}
        </Button>
      </Stack>
    </NarrowCard>
  );
}
