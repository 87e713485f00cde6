import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_SEARCH_MAX } from '../../../contract/limits.js';
import { AUDIT_ACTIONS, type AuditAction } from '../../../contract/moderation.js';
import { adminsQuery } from '../api/get-activity.js';
import { SubmitButton } from '../../ui/submit-button.js';

export interface ActivityFilter {
  adminId?: string;
  action?: AuditAction;
  member?: string;
}

/** Administrator and action apply when chosen; the member box applies with its button. */
export function ActivityFilters({ filter, onChange }: { filter: ActivityFilter; onChange: (next: ActivityFilter) => void }) {
  const { t } = useTranslation('moderation');
  const admins = useQuery(adminsQuery());
  const [member, setMember] = useState(filter.member ?? '');
  const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('activity.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filter, member: member.trim() || undefined });
      }}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1.4fr auto' }, alignItems: 'start' }}
    >
      <TextField
        select
        size="small"
        label={t('activity.admin')}
        value={filter.adminId ?? ''}
        onChange={(event) => onChange({ ...filter, adminId: event.target.value || undefined })}
        slotProps={native}
      >
        <option value="">{t('activity.allAdmins')}</option>
        {(admins.data ?? []).map((admin) => (
          <option key={admin.id} value={admin.id}>
            {admin.name ? `${admin.name} (${admin.mobileNumber})` : admin.mobileNumber}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('activity.action')}
        value={filter.action ?? ''}
        onChange={(event) => onChange({ ...filter, action: (event.target.value || undefined) as AuditAction | undefined })}
        slotProps={native}
      >
        <option value="">{t('activity.allActions')}</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {t(`actions.${action}`)}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label={t('activity.member')}
        placeholder={t('activity.memberPlaceholder')}
        value={member}
        onChange={(event) => {
          setMember(event.target.value);
          // Emptying the box drops the member filter, as in the user lists.
          if (event.target.value === '' && filter.member) onChange({ ...filter, member: undefined });
        }}
        slotProps={{ htmlInput: { maxLength: NAME_SEARCH_MAX } }}
      />
      <SubmitButton variant="contained" sx={{ height: 40 }}>
        {t('activity.apply')}
      </SubmitButton>
    </Box>
  );
}
