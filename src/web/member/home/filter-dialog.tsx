import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_RANGES, GUNA_CUSTOMARY_MIN, GUNA_THRESHOLDS, INCOME_RANGES } from '../../../contract/reference/index.js';
import type { ListingView } from '../api/listing-body.js';

export interface RangeFilter {
  age?: string;
  income?: string;
  /** Only members whose identity an administrator verified. */
  verifiedOnly?: boolean;
  /** Guna milan with the viewer at least this. */
  gunaMin?: number;
  /** "Matches for you" rather than newest first (the view stays as filters change). */
  view?: ListingView;
}

interface Props {
  open: boolean;
  initial: RangeFilter;
  onApply: (filter: RangeFilter) => void;
  /** Cancel and the clear icon both drop the filter (SPEC section 4). */
  onClear: () => void;
  /** Escape or a click outside only closes: the applied filter stays as it was. */
  onDismiss: () => void;
}

/** Age and income ranges, and verified members only; the confirm button applies them. */
export function FilterDialog({ open, initial, onApply, onClear, onDismiss }: Props) {
  const { t } = useTranslation('member');
  const [age, setAge] = useState(initial.age ?? '');
  const [income, setIncome] = useState(initial.income ?? '');
  const [verifiedOnly, setVerifiedOnly] = useState(initial.verifiedOnly ?? false);
  const [gunaMin, setGunaMin] = useState(initial.gunaMin ? String(initial.gunaMin) : '');
  return (
    <Dialog open={open} onClose={onDismiss} fullWidth maxWidth="xs" aria-labelledby="filter-title">
      <DialogTitle id="filter-title" sx={{ pr: 6 }}>
        {t('home.filterTitle')}
        <IconButton aria-label={t('home.clearFilter')} onClick={onClear} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
        <FormControlLabel
          control={<Checkbox checked={verifiedOnly} onChange={(event) => setVerifiedOnly(event.target.checked)} />}
          label={t('home.verifiedOnly')}
        />
        <TextField
          select
          label={t('home.gunaMin')}
          value={gunaMin}
          onChange={(event) => setGunaMin(event.target.value)}
          helperText={t('home.gunaMinHint')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('profile.any')}</option>
          {GUNA_THRESHOLDS.map((value) => (
            <option key={value} value={value}>
              {t(value === GUNA_CUSTOMARY_MIN ? 'home.gunaOptionCustomary' : 'home.gunaOption', { points: value })}
            </option>
          ))}
        </TextField>
        <FormControl>
          <FormLabel id="age-range-label">{t('home.ageRange')}</FormLabel>
          <RadioGroup aria-labelledby="age-range-label" value={age} onChange={(event) => setAge(event.target.value)}>
            {AGE_RANGES.map((range) => (
              <FormControlLabel
                key={range.value}
                value={range.value}
                control={<Radio />}
                label={t('home.ageOption', { min: range.min, max: range.max })}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="income-range-label">{t('home.incomeRange')}</FormLabel>
          <RadioGroup aria-labelledby="income-range-label" value={income} onChange={(event) => setIncome(event.target.value)}>
            {INCOME_RANGES.map((range) => (
              <FormControlLabel key={range.value} value={range.value} control={<Radio />} label={t(`home.income.${range.label}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClear}>{t('home.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() =>
            onApply({
              age: age || undefined,
              income: income || undefined,
              verifiedOnly: verifiedOnly || undefined,
              gunaMin: Number(gunaMin) || undefined,
            })
          }
        >
          {t('home.applyFilter')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
