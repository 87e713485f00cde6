import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { INCOME_RANGES } from '../../../contract/reference/index.js';
import type { RangeFilter } from './filter-dialog.js';

/**
 * The filters in force, each with its own remove button. Loaded once a filter is chosen
 * (./home-page.tsx), which only the filter dialog can do, so its code is usually in by then.
 */
export function FilterChips({ ranges, onChange }: { ranges: RangeFilter; onChange: (next: RangeFilter) => void }) {
  const { t } = useTranslation('member');
  const incomeLabel = INCOME_RANGES.find((range) => range.value === ranges.income)?.label;
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
      {ranges.age && <Chip label={t('home.ageChip', { range: ranges.age })} onDelete={() => onChange({ ...ranges, age: undefined })} />}
      {incomeLabel && (
        <Chip
          label={t('home.incomeChip', { range: t(`home.income.${incomeLabel}`) })}
          onDelete={() => onChange({ ...ranges, income: undefined })}
        />
      )}
      {ranges.gunaMin && (
        <Chip label={t('home.gunaChip', { points: ranges.gunaMin })} onDelete={() => onChange({ ...ranges, gunaMin: undefined })} />
      )}
      {ranges.verifiedOnly && <Chip label={t('home.verifiedChip')} onDelete={() => onChange({ ...ranges, verifiedOnly: undefined })} />}
    </Box>
  );
}
