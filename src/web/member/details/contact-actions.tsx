import Call from '@mui/icons-material/Call';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Mail from '@mui/icons-material/Mail';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserRecord } from '../../../contract/users.js';
import { InterestPanel } from '../interests/interest-panel.js';
import { RetryAlert } from '../../ui/retry-alert.js';

/**
 * SPEC's Mail and Call Now, when the owner lets this member reach them; otherwise why not, and
 * the interest that would change it ("Send interest to see contact details", or where the
 * interest stands).
 */
export function ContactActions({
  profile,
  name,
  confirmed,
  failed,
  onRetry,
}: {
  profile: UserRecord;
  name: string;
  /** The server has answered for this profile: only then are contact details shown. */
  confirmed: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['member', 'privacy']);
  if (failed && !confirmed) {
    return (
      <RetryAlert onRetry={onRetry} sx={{ mt: 2 }}>
        {t('toast.somethingWentWrong')}
      </RetryAlert>
    );
  }
  if (!confirmed) return <Skeleton variant="rounded" height={40} sx={{ mt: 2, maxWidth: 320 }} aria-label={t('common:app.loading')} />;

  const reason = profile.hidden?.contact;
  if (reason) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
        <Typography sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} color="text.secondary">
          <LockOutlined fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />
          {t(`privacy:contact.${reason}`)}
        </Typography>
        <InterestPanel profile={profile} name={name} forContact />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<Mail />}
          href={profile.email ? `mailto:${profile.email}` : undefined}
          disabled={!profile.email}
        >
          {t('details.mail')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<Call />}
          href={profile.mobileNumber ? `tel:${profile.mobileNumber}` : undefined}
          disabled={!profile.mobileNumber}
        >
          {t('details.callNow')}
        </Button>
      </Box>
      <InterestPanel profile={profile} name={name} />
    </Box>
  );
}
