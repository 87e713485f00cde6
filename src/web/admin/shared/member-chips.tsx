import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { UserRecord } from '../../../contract/users.js';
import { VerifiedBadge } from '../../ui/verified-badge.js';

/** The suspend button's amber: the theme's warning colour is too light for text on white. */
export const SUSPEND_BUTTON_STYLE = {
  color: '#7a3e00',
  borderColor: '#b45309',
  '&:hover': { borderColor: '#7a3e00', bgcolor: '#fff4e5' },
} as const;

/** Dark text on pale backgrounds: readable at every size. */
const WARN = { bgcolor: '#fff4e5', color: '#663c00', fontWeight: 600 } as const;
const DANGER = { bgcolor: '#fdeded', color: '#5f2120', fontWeight: 600 } as const;

/**
 * Where a member stands in moderation at a glance: verified, suspended, held back by reports, a
 * photo waiting, back in review after a change to what approval vouched for.
 */
export function MemberChips({ user }: { user: UserRecord }) {
  const { t } = useTranslation('moderation');
  const review = user.review;
  const chips = [
    user.identityVerified ? <VerifiedBadge key="verified" /> : null,
    review?.suspension ? <Chip key="suspended" size="small" sx={DANGER} label={t('chips.suspended')} /> : null,
    review?.reportHiddenSince ? <Chip key="hidden" size="small" sx={WARN} label={t('chips.hidden')} /> : null,
    review?.pendingPhoto ? <Chip key="photo" size="small" sx={WARN} label={t('chips.photoWaiting')} /> : null,
    review?.reReview ? <Chip key="re-review" size="small" sx={WARN} label={t('chips.reReview')} /> : null,
  ].filter(Boolean);
  if (chips.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {chips}
    </Stack>
  );
}
