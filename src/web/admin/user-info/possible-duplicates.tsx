import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DuplicateMatch } from '../../../contract/duplicates.js';
import { dismissDuplicate } from '../../../contract/endpoints/duplicates.js';
import { paths } from '../../lib/paths.js';
import { duplicatesQuery } from '../api/get-duplicates.js';
import { useModerationAction } from '../api/use-moderation-action.js';
import { ErrorState } from '../shared/error-state.js';
import type { UserInfoState } from '../shared/user-info-state.js';

/** One reason in words: the photo's with how many of its 64 bits differ. */
function reasonText(t: (key: string, options?: Record<string, unknown>) => string, reason: DuplicateMatch['reasons'][number]) {
  return reason.reason === 'PHOTO' && reason.distance !== null
    ? t('duplicates.reasons.PHOTO_DISTANCE', { distance: reason.distance })
    : t(`duplicates.reasons.${reason.reason}`);
}

/**
 * The member's possible duplicates: "possible duplicate of" each other member, linked to their
 * page, with the reasons, and "Not a duplicate", which dismisses them for good. Dismissed ones
 * are listed after, greyed. Nothing shows for a member without any.
 */
export function PossibleDuplicates({ userId, from }: { userId: string; from: string }) {
  const { t } = useTranslation('moderation');
  const matches = useQuery(duplicatesQuery(userId));
  const dismiss = useModerationAction(dismissDuplicate, t('duplicates.dismissedToast'));
  const headingId = `duplicates-${userId}`;

  if (matches.isPending) return <Skeleton variant="rounded" height={48} aria-label={t('duplicates.loading')} />;
  if (matches.isError) return <ErrorState onRetry={() => void matches.refetch()} retrying={matches.isFetching} />;
  if (matches.data.length === 0) return null;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'warning.main', borderRadius: 2, p: 1.5, bgcolor: '#fff8e1' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <ContentCopyIcon fontSize="small" sx={{ color: '#8a4b00' }} />
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, color: '#663c00' }}>
          {t('duplicates.title')}
        </Typography>
      </Stack>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {matches.data.map((match) => {
          const state: UserInfoState = { user: match.profile, from };
          return (
            <Box component="li" key={match.userId} sx={{ color: match.open ? 'text.primary' : 'text.secondary' }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t(match.open ? 'duplicates.of' : 'duplicates.dismissedOf')}{' '}
                <Link component={RouterLink} to={paths.admin.userInfo} state={state} sx={{ fontWeight: 600 }}>
                  {match.label}
                </Link>
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {match.reasons.map((reason) => (
                  <Typography component="li" variant="body2" key={reason.reason}>
                    {reasonText(t, reason)}
                    {reason.dismissedAt && match.open ? ` (${t('duplicates.dismissedReason')})` : ''}
                  </Typography>
                ))}
              </Box>
              {match.open && (
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  sx={{ mt: 0.5 }}
                  disabled={dismiss.isPending}
                  onClick={() => dismiss.mutate({ userId, otherUserId: match.userId })}
                  aria-label={t('duplicates.notDuplicateOf', { name: match.label })}
                >
                  {t('duplicates.notDuplicate')}
                </Button>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
