import Container from '@mui/material/Container';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { ApiError } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { PageLoader } from '../../ui/page-loader.js';
import { useUserInfo } from '../api/user-info.js';
import { mergeLocalFavourites } from '../favourites/favourites-sync.js';
import { onboardingPath } from '../session/onboarding.js';
import { useSession } from '../session/session-store.js';
import { useEndSession } from '../session/use-sign-out.js';
import { RetryAlert } from '../../ui/retry-alert.js';

/**
 * Pages for onboarded members only. A member whose storage already says onboarded sees the
 * page at once while their record is re-read; a missing profile or photo then sends them to
 * the step they skipped (SPEC section 4), and a token the server no longer accepts to /auth.
 */
export function OnboardedGate() {
  const { t } = useTranslation('common');
  const session = useSession();
  const info = useUserInfo();
  const endSession = useEndSession();
  const rejected = info.error instanceof ApiError && info.error.status === 401;

  useEffect(() => {
    if (rejected) endSession();
  }, [rejected, endSession]);
  // A session that began before favourites were kept on the server joins them once, here.
  const onboarded = info.data !== undefined && onboardingPath(info.data) === null;
  useEffect(() => {
    if (onboarded) void mergeLocalFavourites().catch(() => undefined);
  }, [onboarded]);

  if (rejected) return <Navigate to={paths.auth} replace />;
  if (info.data) {
    const next = onboardingPath(info.data);
    return next ? <Navigate to={next} replace /> : <Outlet />;
  }
  if (session.onboarded) return <Outlet />;
  if (info.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <RetryAlert onRetry={() => void info.refetch()} />
      </Container>
    );
  }
  return <PageLoader label={t('app.loading')} />;
}
