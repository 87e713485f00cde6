import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { UserRecord } from '../../../contract/users.js';
import { useHydrated } from '../../lib/hydrated.js';
import { paths } from '../../lib/paths.js';
import { PageLoader } from '../../ui/page-loader.js';
import { rejectionForm } from '../../../contract/admin.js';
import { REJECTION_CHOICES } from '../../../contract/moderation.js';
import { DecisionDialog } from '../shared/decision-dialog.js';
import { MemberChips } from '../shared/member-chips.js';
import { textOf } from '../../lib/format.js';
import { choiceLabel } from '../../profile/present-field.js';
import { usePageTitle } from '../shared/use-page-title.js';
import { readUserInfoState } from '../shared/user-info-state.js';
import { displayNameOf, initialOf } from '../shared/user-view.js';
import { AccountLimits } from '../limits/account-limits.js';
import { ApprovalBlockers, approvalBlockersOf } from './approval-blockers.js';
import { IdentityDocument } from './identity-document.js';
import { ModerationSummary } from './moderation-summary.js';
import { PossibleDuplicates } from './possible-duplicates.js';
import { ProfileTable } from './profile-table.js';
import { SuspensionControl } from './suspension-control.js';
import { useUpdateUserStatus } from '../api/update-user-status.js';
import { VerifyIdentityButton } from './verify-identity-button.js';

/** Pale badges with dark text: the theme's filled status colours are too light for white text. */
const STATUS_STYLE = {
  ACTIVE: { bgcolor: '#edf7ed', color: '#1e4620' },
  PENDING: { bgcolor: '#fff4e5', color: '#663c00' },
  REJECT: { bgcolor: '#fdeded', color: '#5f2120' },
} as const;

/** /admin/userInfo: one user's full profile, from the list's record; without one, back to the list. */
export function UserInfoPage() {
  const location = useLocation();
  const live = useHydrated();
  const state = readUserInfoState(location.state);
  // The record travels in the browser's history entry, which the server never sees: it draws the
  // loader, and so does the browser's first render, which must match it.
  if (!live) return <PageLoader />;
  if (!state) return <Navigate to={paths.admin.userList} replace />;
  return <UserInfo user={state.user} from={state.from} />;
}

function UserInfo({ user, from }: { user: UserRecord; from: string }) {
  // The status chip reads the profile texts too: both arrive before the screen renders.
  const { t } = useTranslation(['admin', 'profile']);
  const { t: tm } = useTranslation('moderation');
  const navigate = useNavigate();
  const location = useLocation();
  const name = displayNameOf(user);
  usePageTitle(name);
  const [rejecting, setRejecting] = useState(false);

  // Back one screen, as SPEC asks; a profile opened in a fresh tab has no screen behind it.
  // A navigation settles by itself: a failing page shows its error element, nothing rejects.
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(from || paths.admin.userList, { replace: true });
  };
  const update = useUpdateUserStatus(goBack);
  const mobileNumber = user.mobileNumber;
  const photo = textOf(user.photoDetails?.profilePhoto) ?? textOf(user.photoDetails?.thumbnail);
  const busy = update.isPending;
  const blocked = approvalBlockersOf(user).length > 0;
  const blockersId = useId();

  return (
    <Stack spacing={2}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={goBack}>
          {t('common.back')}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 88 } }}>
          <Stack spacing={2}>
            {photo ? (
              <Box
                component="img"
                src={photo}
                alt={t('userInfo.photoAlt', { name })}
                sx={{ width: '100%', aspectRatio: '4 / 5', objectFit: 'cover', borderRadius: 2, bgcolor: 'grey.100' }}
              />
            ) : (
              <Stack spacing={1} sx={{ alignItems: 'center', py: 2 }}>
                <Avatar sx={{ width: 96, height: 96, fontSize: 40, bgcolor: 'primary.light' }}>{initialOf(name)}</Avatar>
                <Typography color="text.secondary">{t('userInfo.noPhoto')}</Typography>
              </Stack>
            )}
            <Stack spacing={0.5}>
              <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                <Chip size="small" sx={{ ...STATUS_STYLE[user.status], fontWeight: 600 }} label={choiceLabel(t, 'status', user.status)} />
                <MemberChips user={user} />
              </Stack>
            </Stack>
            <PossibleDuplicates userId={user.id} from={from} />
            <Stack direction="row" spacing={1}>
              <Button
                fullWidth
                variant="contained"
                color="success"
                startIcon={<CheckCircleIcon />}
                disabled={busy || !mobileNumber || user.status === 'ACTIVE' || blocked}
                aria-describedby={blocked ? blockersId : undefined}
                onClick={() => mobileNumber && update.mutate({ mobileNumber, status: 'ACTIVE' })}
              >
                {t('userInfo.approve')}
              </Button>
              <Button
                fullWidth
                variant="outlined"
                color="error"
                startIcon={<CancelIcon />}
                disabled={busy || !mobileNumber || user.status === 'REJECT'}
                onClick={() => setRejecting(true)}
              >
                {t('userInfo.reject')}
              </Button>
            </Stack>
            <ApprovalBlockers user={user} id={blockersId} />
            <VerifyIdentityButton user={user} onDone={goBack} />
            <SuspensionControl user={user} name={name} onDone={goBack} />
            <ModerationSummary user={user} />
            <AccountLimits userId={user.id} />
            <IdentityDocument url={textOf(user.photoDetails?.adharCard)} name={name} deletedAt={user.review?.document.deletedAt ?? null} />
          </Stack>
        </Paper>
        <ProfileTable user={user} caption={t('userInfo.tableCaption', { name })} />
      </Box>
      {rejecting && (
        <DecisionDialog
          title={t('userInfo.rejectTitle')}
          message={t('userInfo.rejectMessage', { name })}
          schema={rejectionForm}
          reasons={{
            label: tm('rejection.reason'),
            placeholder: tm('rejection.reasonPlaceholder'),
            options: REJECTION_CHOICES.map((reason) => ({ value: reason, label: t(`common:moderation.rejectionReasons.${reason}`) })),
          }}
          note={{ label: tm('rejection.note'), helper: tm('rejection.noteHelper') }}
          confirmLabel={t('userInfo.reject')}
          cancelLabel={t('common.cancel')}
          pending={busy}
          destructive
          onConfirm={(decision) => {
            if (!mobileNumber) return;
            update.mutate(
              { mobileNumber, status: 'REJECT', reason: decision.reason, note: decision.note },
              { onSettled: () => setRejecting(false) },
            );
          }}
          onCancel={() => setRejecting(false)}
        />
      )}
    </Stack>
  );
}
