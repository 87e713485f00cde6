import { Outlet } from 'react-router';
import { useUserInfo } from '../api/user-info.js';
import { ConsentScreen } from './consent-screen.js';
import { SafetyNoticeDialog } from './safety-notice-dialog.js';

/**
 * Around every signed-in page: a member who has not accepted the policies in force sees the
 * consent screen instead of the page (the server holds profiles back too); a member who has,
 * and never saw the safety notices, sees them once over the page. Until the member's record is
 * read the page shows as it is: the server decides what it may hold.
 */
export function MemberGate() {
  const info = useUserInfo();
  const standing = info.data?.standing;
  if (standing?.consent.required) return <ConsentScreen policyVersion={standing.consent.policyVersion} />;
  return (
    <>
      <Outlet />
      {standing && !standing.safetyNoticeSeen && <SafetyNoticeDialog />}
    </>
  );
}
