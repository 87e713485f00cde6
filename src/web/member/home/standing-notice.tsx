import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RejectionReason } from '../../../contract/moderation.js';
import type { MemberStanding } from '../../../contract/standing.js';
import { errorText } from '../../lib/error-text.js';
import { paths } from '../../lib/paths.js';
import { InfoNotice } from '../../ui/info-notice.js';
import { useToast } from '../../ui/use-toast.js';
import { useResubmitProfile } from '../api/resubmit.js';
import { useUserInfo } from '../api/user-info.js';
import { standingNoticeDue } from './standing-notice-due.js';

/** Where each rejection reason sends the member to fix it. */
const FIX: Record<RejectionReason, { to: string; label: string }[]> = {
  PHOTO_UNCLEAR: [{ to: paths.updatePhoto, label: 'fixPhoto' }],
  PHOTO_NOT_MEMBER: [{ to: paths.updatePhoto, label: 'fixPhoto' }],
  DOCUMENT_UNREADABLE: [{ to: paths.updateDocument, label: 'fixDocument' }],
  DOCUMENT_MISMATCH: [
    { to: paths.updateProfile, label: 'fixProfile' },
    { to: paths.updateDocument, label: 'fixDocument' },
  ],
  DETAILS_INCOMPLETE: [{ to: paths.updateProfile, label: 'fixProfile' }],
  DUPLICATE_ACCOUNT: [],
  OTHER: [
    { to: paths.updateProfile, label: 'fixProfile' },
    { to: paths.updatePhoto, label: 'fixPhoto' },
    { to: paths.updateDocument, label: 'fixDocument' },
  ],
  NO_REASON_GIVEN: [
    { to: paths.updateProfile, label: 'fixProfile' },
    { to: paths.updatePhoto, label: 'fixPhoto' },
    { to: paths.updateDocument, label: 'fixDocument' },
  ],
};

function Rejected({ rejection }: { rejection: NonNullable<MemberStanding['rejection']> }) {
  const { t } = useTranslation(['member', 'standing']);
  const toast = useToast();
  const resubmit = useResubmitProfile(() => toast.success(t('standing.resubmitted')));
  return (
    <Alert severity="warning" sx={{ mb: 3 }} role="region" aria-labelledby="rejection-title">
      <AlertTitle id="rejection-title" sx={{ fontWeight: 700 }}>
        {t('standing.rejectedTitle')}
      </AlertTitle>
      <Typography sx={{ fontWeight: 600 }}>{t('standing.whatToFix')}</Typography>
      <Typography>{t(`standing.rejection.${rejection.reason}`)}</Typography>
      {rejection.note && <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{t('standing.note', { note: rejection.note })}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {FIX[rejection.reason].map((fix) => (
          <Button key={fix.to} component={RouterLink} to={fix.to} variant="outlined" size="small" color="inherit">
            {t(`standing.${fix.label}`)}
          </Button>
        ))}
      </Box>
      <Typography sx={{ mt: 1.5 }}>{t('standing.resubmitIntro')}</Typography>
      <Button
        sx={{ mt: 1 }}
        variant="contained"
        color="primary"
        onClick={() =>
          resubmit.mutate(undefined, {
            onError: (error) => toast.error(errorText(t, error)),
          })
        }
        disabled={resubmit.isPending || resubmit.isSuccess}
      >
        {t('standing.resubmit')}
      </Button>
    </Alert>
  );
}

function Suspended({ suspension }: { suspension: NonNullable<MemberStanding['suspension']> }) {
  const { t } = useTranslation(['member', 'standing']);
  return (
    <Alert severity="error" sx={{ mb: 3 }} role="region" aria-labelledby="suspension-title">
      <AlertTitle id="suspension-title" sx={{ fontWeight: 700 }}>
        {t('standing.suspendedTitle')}
      </AlertTitle>
      <Typography>{t('standing.suspendedBody')}</Typography>
      <Typography sx={{ mt: 1, fontWeight: 600 }}>
        {t('standing.suspensionReason', { reason: t(`standing.suspension.${suspension.reason ?? 'OTHER'}`) })}
      </Typography>
      {suspension.note && <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{t('standing.note', { note: suspension.note })}</Typography>}
      <Typography sx={{ mt: 1 }}>
        {t('standing.suspendedContact')}{' '}
        <Link component={RouterLink} to={paths.contact} color="inherit" sx={{ fontWeight: 600 }}>
          {t('standing.contactLink')}
        </Link>
      </Typography>
    </Alert>
  );
}

/**
 * What the member must know before browsing, from their standing (contract/standing.ts): a
 * suspension with its reason, or a rejection with what to fix and a way to send the profile
 * again; and that a new photo waits for review.
 */
export function StandingNotice() {
  const { t } = useTranslation(['member', 'standing']);
  const info = useUserInfo().data;
  const standing = info?.standing;
  if (!standing || !standingNoticeDue(standing)) return null;
  if (standing.suspension) return <Suspended suspension={standing.suspension} />;
  if (standing.rejection) return <Rejected rejection={standing.rejection} />;
  // Every new member sees this one until their photo is approved: fixed classes (ui/info-notice.css).
  if (standing.photoUnderReview) {
    return <InfoNotice>{t(info.photoDetails?.profilePhoto ? 'standing.photoUnderReview' : 'standing.firstPhotoUnderReview')}</InfoNotice>;
  }
  return null;
}
