import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminNote } from '../../../contract/admin.js';
import { suspendForm } from '../../../contract/admin-reports.js';
import { suspendUser, unsuspendUser } from '../../../contract/endpoints/moderation.js';
import { REPORT_REASONS } from '../../../contract/moderation.js';
import type { UserRecord } from '../../../contract/users.js';
import { DecisionDialog } from '../shared/decision-dialog.js';
import { SUSPEND_BUTTON_STYLE } from '../shared/member-chips.js';
import { useModerationAction } from '../api/use-moderation-action.js';

const liftForm = z.object({ note: adminNote });

/** Suspend a member (with a reason they are told), or lift a suspension. */
export function SuspensionControl({ user, name, onDone }: { user: UserRecord; name: string; onDone: () => void }) {
  const { t } = useTranslation('moderation');
  const [open, setOpen] = useState(false);
  const suspended = Boolean(user.review?.suspension);
  const done = () => {
    setOpen(false);
    onDone();
  };
  const suspend = useModerationAction(suspendUser, t('suspension.suspended'), done);
  const lift = useModerationAction(unsuspendUser, t('suspension.lifted'), done);
  const pending = suspend.isPending || lift.isPending;

  return (
    <>
      <Button
        fullWidth
        variant="outlined"
        sx={suspended ? undefined : SUSPEND_BUTTON_STYLE}
        startIcon={suspended ? <LockOpenIcon /> : <BlockIcon />}
        disabled={pending}
        onClick={() => setOpen(true)}
      >
        {suspended ? t('suspension.lift') : t('suspension.suspend')}
      </Button>
      {open &&
        (suspended ? (
          <DecisionDialog
            title={t('suspension.liftTitle')}
            message={t('suspension.liftMessage', { name })}
            schema={liftForm}
            note={{ label: t('suspension.liftNote') }}
            confirmLabel={t('suspension.lift')}
            cancelLabel={t('admin:common.cancel')}
            pending={pending}
            onConfirm={(decision) => lift.mutate({ userId: user.id, note: decision.note })}
            onCancel={() => setOpen(false)}
          />
        ) : (
          <DecisionDialog
            title={t('suspension.suspendTitle')}
            message={t('suspension.suspendMessage', { name })}
            schema={suspendForm}
            reasons={{
              label: t('suspension.reason'),
              placeholder: t('suspension.reasonPlaceholder'),
              options: REPORT_REASONS.map((reason) => ({ value: reason, label: t(`common:moderation.reportReasons.${reason}`) })),
            }}
            note={{ label: t('suspension.note'), helper: t('suspension.noteHelper') }}
            confirmLabel={t('suspension.suspend')}
            cancelLabel={t('admin:common.cancel')}
            pending={pending}
            destructive
            onConfirm={(decision) => suspend.mutate({ userId: user.id, ...decision })}
            onCancel={() => setOpen(false)}
          />
        ))}
    </>
  );
}
