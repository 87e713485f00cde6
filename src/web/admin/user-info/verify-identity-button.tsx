import VerifiedIcon from '@mui/icons-material/Verified';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { verifyIdentity } from '../../../contract/endpoints/moderation.js';
import type { UserRecord } from '../../../contract/users.js';
import { textOf } from '../../lib/format.js';
import { useModerationAction } from '../api/use-moderation-action.js';

/** Whether the member has an identity document nobody has decided on yet. */
function documentAwaitsDecision(user: UserRecord): boolean {
  return Boolean(textOf(user.photoDetails?.adharCard)) && !user.review?.document.decision;
}

/**
 * Mark identity verified: the badge, separate from approval. Only for a document nobody has
 * decided on; afterwards the file is deleted by the sweep. Goes back one screen when done, as
 * Approve and Reject do.
 */
export function VerifyIdentityButton({ user, onDone }: { user: UserRecord; onDone: () => void }) {
  const { t } = useTranslation('moderation');
  const verify = useModerationAction(verifyIdentity, t('identity.verified'), onDone);
  return (
    <Button
      fullWidth
      variant="outlined"
      color="primary"
      startIcon={<VerifiedIcon />}
      disabled={verify.isPending || !documentAwaitsDecision(user)}
      onClick={() => verify.mutate({ userId: user.id })}
    >
      {t('identity.markVerified')}
    </Button>
  );
}
