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
import { errorText } from '../../lib/error-text.js';
import { formatInstant } from '../../lib/format.js';
import { languageOf } from '../../lib/i18n.js';
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
  error,
  onRetry,
}: {
  profile: UserRecord;
  name: string;
  /** The server has answered for this profile: only then are contact details shown. */
  confirmed: boolean;
  failed: boolean;
  /** Why the server's answer failed: a wait asked for (BROWSING_TOO_FAST) is said as such. */
  error?: unknown;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation(['member', 'privacy']);
  if (failed && !confirmed) {
    return (
      <RetryAlert onRetry={onRetry} sx={{ mt: 2 }}>
        {errorText(t, error)}
      </RetryAlert>
    );
  }
  if (!confirmed) return <Skeleton variant="rounded" height={40} sx={{ mt: 2, maxWidth: 320 }} aria-label={t('common:app.loading')} />;

  const reason = profile.hidden?.contact;
  if (reason) {
    // Past the daily cap an interest changes nothing today: the panel is the usual one.
    const capped = reason === 'DAILY_CAP';
    return (
      <Box sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
        <Typography sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} color="text.secondary">
          <LockOutlined fontSize="small" aria-hidden="true" sx={{ mt: 0.25 }} />
          {capped
            ? t('privacy:contact.DAILY_CAP', { time: formatInstant(profile.hidden?.contactUntil, languageOf(i18n.language)) ?? '' })
            : t(`privacy:contact.${reason}`)}
        </Typography>
        <InterestPanel profile={profile} name={name} forContact={!capped} />
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
