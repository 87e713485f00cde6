import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.js';
import { PageLoader } from '../../ui/page-loader.js';
import { userInfoQuery } from '../api/user-info.js';
import { landingPathFor } from '../session/onboarding.js';
import { isSignedIn } from '../session/session-store.js';
import { useEndSession } from '../session/use-sign-out.js';

/**
 * A public hand-off page: it checks the stored session and sends the visitor on, to /auth
 * without a working token, or to the onboarding step or home their record calls for.
 */
export function ValidatePage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const endSession = useEndSession();

  useEffect(() => {
    let cancelled = false;
    const go = (to: string) => {
      if (!cancelled) void navigate(to, { replace: true });
    };
    if (!isSignedIn()) {
      go(paths.auth);
      return;
    }
    queryClient.fetchQuery({ ...userInfoQuery, staleTime: 0 }).then(
      (user) => go(landingPathFor(user)),
      () => {
        endSession();
        go(paths.auth);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient, endSession]);

  return <PageLoader label={t('validate.checking')} />;
}
