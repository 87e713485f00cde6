import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ADMIN_IDLE_MINUTES } from '../../../contract/limits.js';
import { hasLiveSession, SESSION_ENDED_ELSEWHERE } from '../../lib/api.js';
import { paths } from '../../lib/paths.js';
import { showAdminToast } from '../shared/admin-toast.js';
import { ADMIN_SESSION_ENDED, forgetAdminData, takeUntoldEnd, type SessionEndReason } from './end-admin-session.js';

/**
 * Sends the admin to the login page when the session ends: by 'Sign out', by the server refusing
 * it, or by signing out in another tab of this browser (whose cookie this tab shares).
 */
export function useSessionEndRedirect(): void {
  const navigate = useNavigate();
  const { t } = useTranslation('admin');

  useEffect(() => {
    // A navigation settles by itself: a failing page shows its error element, nothing rejects.
    const toLogin = () => void navigate(paths.admin.login, { replace: true });
    const tell = (reason: SessionEndReason) => {
      if (reason === 'expired') showAdminToast(t('toast.sessionExpired'), 'warning');
      if (reason === 'idle') showAdminToast(t('toast.sessionIdle', { minutes: ADMIN_IDLE_MINUTES }), 'warning');
      toLogin();
    };
    const onEnded = (event: Event) => {
      takeUntoldEnd(false);
      tell((event as CustomEvent<SessionEndReason>).detail);
    };
    const onEndedElsewhere = (event: Event) => {
      if ((event as CustomEvent<'user' | 'admin'>).detail !== 'admin') return;
      forgetAdminData();
      toLogin();
    };
    window.addEventListener(ADMIN_SESSION_ENDED, onEnded);
    window.addEventListener(SESSION_ENDED_ELSEWHERE, onEndedElsewhere);
    // Ended before this listened (the screen's first read refused): told now.
    const missed = takeUntoldEnd(!hasLiveSession('admin'));
    if (missed) tell(missed);
    return () => {
      window.removeEventListener(ADMIN_SESSION_ENDED, onEnded);
      window.removeEventListener(SESSION_ENDED_ELSEWHERE, onEndedElsewhere);
    };
  }, [navigate, t]);
}
