import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminPaymentsQuery, type AdminPaymentsFilter } from '../../../contract/admin-payments.js';
import { PAYMENT_STATUSES } from '../../../contract/payments.js';
import { SubmitButton } from '../../ui/submit-button.js';

/** Status and a range of days; applied with the button, so the list does not reload at every keystroke. */
export function PaymentsFilter({ current, onApply }: { current: AdminPaymentsFilter; onApply: (filter: AdminPaymentsFilter) => void }) {
  const { t } = useTranslation('admin-payments');
  const [draft, setDraft] = useState({ status: current.status ?? '', from: current.from ?? '', to: current.to ?? '' });
  const [problem, setProblem] = useState<string | undefined>();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminPaymentsQuery.safeParse({
      ...(draft.status ? { status: draft.status } : {}),
      ...(draft.from ? { from: draft.from } : {}),
      ...(draft.to ? { to: draft.to } : {}),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    onApply(parsed.data);
  };
  const clear = () => {
    setDraft({ status: '', from: '', to: '' });
    setProblem(undefined);
    onApply({});
  };

  return (
    <Stack
      component="form"
      onSubmit={apply}
      aria-label={t('filter.label')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        select
        size="small"
        label={t('filter.status')}
        value={draft.status}
        onChange={(event) => setDraft({ ...draft, status: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 160 }}
      >
        <option value="">{t('filter.anyStatus')}</option>
        {PAYMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label={t('filter.from')}
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label={t('filter.to')}
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        error={Boolean(problem)}
        helperText={problem ? t(problem, { ns: 'common' }) : undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Stack direction="row" spacing={1}>
        <SubmitButton variant="contained">{t('filter.apply')}</SubmitButton>
        <Button onClick={clear}>{t('filter.clear')}</Button>
      </Stack>
    </Stack>
  );
}
