import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { photoRejectionForm } from '../../../contract/admin-review.js';
import { decidePhoto } from '../../../contract/endpoints/moderation.js';
import { PHOTO_REJECTION_REASONS } from '../../../contract/moderation.js';
import type { UserRecord } from '../../../contract/users.js';
import { paths } from '../../lib/paths.js';
import { DecisionDialog } from '../shared/decision-dialog.js';
import { formatInstant, textOf } from '../../lib/format.js';
import { useLanguage } from '../shared/use-language.js';
import type { UserInfoState } from '../shared/user-info-state.js';
import { displayNameOf } from '../shared/user-view.js';
import { useModerationAction } from '../api/use-moderation-action.js';

function Photo({ src, caption, alt, none }: { src: string | undefined; caption: string; alt: string; none?: string }) {
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {caption}
      </Typography>
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          sx={{ display: 'block', width: '100%', aspectRatio: '4 / 5', objectFit: 'cover', borderRadius: 2, bgcolor: 'grey.100' }}
        />
      ) : (
        <Box
          sx={{ width: '100%', aspectRatio: '4 / 5', borderRadius: 2, bgcolor: 'grey.100', display: 'grid', placeItems: 'center', p: 1 }}
        >
          {none && (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {none}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}

/** An approved member's new photo beside the one members see now, with approve and reject. */
export function PhotoChangeCard({ user, from }: { user: UserRecord; from: string }) {
  const { t } = useTranslation('moderation');
  const language = useLanguage();
  const headingId = useId();
  const name = displayNameOf(user);
  const pending = user.review?.pendingPhoto;
  const [rejecting, setRejecting] = useState(false);
  const decide = useModerationAction(decidePhoto, t('photos.decided'), () => setRejecting(false));
  const state: UserInfoState = { user, from };
  if (!pending) return null;
  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={paths.admin.userInfo} state={state}>
          {name}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('photos.submitted', { when: formatInstant(pending.submittedAt, language) })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, maxWidth: 520 }}>
        <Photo
          src={textOf(user.photoDetails?.profilePhoto)}
          caption={t('photos.current')}
          alt={t('photos.currentAlt', { name })}
          none={t('photos.none')}
        />
        <Photo src={pending.profilePhoto} caption={t('photos.new')} alt={t('photos.newAlt', { name })} />
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckCircleIcon />}
          disabled={decide.isPending}
          onClick={() => decide.mutate({ userId: user.id, decision: 'APPROVE' })}
        >
          {t('photos.approve')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<CancelIcon />} disabled={decide.isPending} onClick={() => setRejecting(true)}>
          {t('photos.reject')}
        </Button>
      </Stack>
      {rejecting && (
        <DecisionDialog
          title={t('photos.rejectTitle')}
          message={t('photos.rejectMessage', { name })}
          schema={photoRejectionForm}
          reasons={{
            label: t('rejection.reason'),
            placeholder: t('rejection.reasonPlaceholder'),
            options: PHOTO_REJECTION_REASONS.map((reason) => ({ value: reason, label: t(`common:moderation.rejectionReasons.${reason}`) })),
          }}
          note={{ label: t('rejection.note'), helper: t('rejection.noteHelper') }}
          confirmLabel={t('photos.reject')}
          cancelLabel={t('admin:common.cancel')}
          pending={decide.isPending}
          destructive
          onConfirm={(decision) =>
            decide.mutate({
              userId: user.id,
              decision: 'REJECT',
              reason: decision.reason,
              note: decision.note,
            })
          }
          onCancel={() => setRejecting(false)}
        />
      )}
    </Paper>
  );
}
