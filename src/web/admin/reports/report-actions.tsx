import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminNote } from '../../../contract/admin.js';
import { dismissForm, suspendForm } from '../../../contract/admin-reports.js';
import { deleteUser } from '../../../contract/endpoints/admin.js';
import { suspendUser } from '../../../contract/endpoints/moderation.js';
import { dismissReports } from '../../../contract/endpoints/reports.js';
import { REPORT_REASONS } from '../../../contract/moderation.js';
import { DecisionDialog } from '../shared/decision-dialog.js';
import { SUSPEND_BUTTON_STYLE } from '../shared/member-chips.js';
import { useModerationAction } from '../api/use-moderation-action.js';

type Open = 'dismiss' | 'suspend' | 'delete' | null;

const deleteForm = z.object({ note: adminNote });

/** What an administrator can decide about a reported profile: dismiss with a note, suspend, or delete. */
export function ReportActions({ userId, name, suspended }: { userId: string; name: string; suspended: boolean }) {
  const { t } = useTranslation('moderation');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const dismiss = useModerationAction(dismissReports, t('reports.dismissed'), close);
  const suspend = useModerationAction(suspendUser, t('suspension.suspended'), close);
  const remove = useModerationAction(deleteUser, t('admin:toast.deleted'), close);
  const reasons = {
    label: t('suspension.reason'),
    placeholder: t('suspension.reasonPlaceholder'),
    options: REPORT_REASONS.map((reason) => ({ value: reason, label: t(`common:moderation.reportReasons.${reason}`) })),
  };

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" startIcon={<DoneIcon />} onClick={() => setOpen('dismiss')}>
        {t('reports.dismiss')}
      </Button>
      <Button
        variant="outlined"
        sx={SUSPEND_BUTTON_STYLE}
        startIcon={<BlockIcon />}
        onClick={() => setOpen('suspend')}
        disabled={suspended}
      >
        {t('suspension.suspend')}
      </Button>
      <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen('delete')}>
        {t('reports.delete')}
      </Button>
      {open === 'dismiss' && (
        <DecisionDialog
          title={t('reports.dismissTitle')}
          message={t('reports.dismissMessage', { name })}
          schema={dismissForm}
          note={{ label: t('reports.note'), required: true }}
          confirmLabel={t('reports.dismiss')}
          cancelLabel={t('admin:common.cancel')}
          pending={dismiss.isPending}
          onConfirm={(decision) => dismiss.mutate({ userId, note: decision.note })}
          onCancel={close}
        />
      )}
      {open === 'suspend' && (
        <DecisionDialog
          title={t('suspension.suspendTitle')}
          message={t('suspension.suspendMessage', { name })}
          schema={suspendForm}
          reasons={reasons}
          note={{ label: t('suspension.note'), helper: t('suspension.noteHelper') }}
          confirmLabel={t('suspension.suspend')}
          cancelLabel={t('admin:common.cancel')}
          pending={suspend.isPending}
          destructive
          onConfirm={(decision) => suspend.mutate({ userId, ...decision })}
          onCancel={close}
        />
      )}
      {open === 'delete' && (
        <DecisionDialog
          title={t('admin:users.deleteTitle')}
          message={t('admin:users.deleteMessage', { name })}
          schema={deleteForm}
          note={{ label: t('reports.note') }}
          confirmLabel={t('admin:users.delete')}
          cancelLabel={t('admin:common.cancel')}
          pending={remove.isPending}
          destructive
          onConfirm={(decision) => remove.mutate({ userId, note: decision.note })}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
