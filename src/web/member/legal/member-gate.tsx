import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../../ui/page-loader.js';
import { useUserInfo } from '../api/user-info.js';
import { lazyPart } from '../../lib/lazy-part.js';

// Each is shown once in a member's life (or once per policy version): loaded only then, so the
// pages behind the gate do not carry them.
const ConsentScreen = lazyPart('member-gate/ConsentScreen', () => import('./consent-screen.js').then((m) => m.ConsentScreen));
const SafetyNoticeDialog = lazyPart('member-gate/SafetyNoticeDialog', () =>
  import('./safety-notice-dialog.js').then((m) => m.SafetyNoticeDialog),
);

/**
 * Around every signed-in page: a member who has not accepted the policies in force sees the
 * consent screen instead of the page (the server holds profiles back too); a member who has,
 * and never saw the safety notices, sees them once over the page. Until the member's record is
 * read the page shows as it is: the server decides what it may hold.
 */
export function MemberGate() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const standing = info.data?.standing;
  if (standing?.consent.required) {
    return (
      <Suspense fallback={<PageLoader label={t('common:app.loading')} />}>
        <ConsentScreen policyVersion={standing.consent.policyVersion} />
      </Suspense>
    );
  }
  return (
    <>
      <Outlet />
      {standing && !standing.safetyNoticeSeen && (
        <Suspense fallback={null}>
          <SafetyNoticeDialog />
        </Suspense>
      )}
    </>
  );
}
