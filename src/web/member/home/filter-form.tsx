import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Form, Link as RouterLink } from 'react-router';
import { AGE_RANGES, GUNA_CUSTOMARY_MIN, GUNA_THRESHOLDS, INCOME_RANGES } from '../../../contract/reference/index.js';
import { paths } from '../../lib/paths.js';
import { listingSearch } from '../api/listing-body.js';
import type { RangeFilter } from './filter-dialog.js';

const groupStyle = { border: 0, margin: 0, padding: 0, display: 'grid', gap: 6 } as const;

/**
 * The filter as a form in the page (`/home?filters=open`), for a browser without the app's script,
 * where the dialog cannot open: the browser's own radios and checkbox, posted to the address as the
 * dialog's choices are. With the script, the Filter button opens the dialog instead.
 */
export function FilterForm({ fullName, ranges }: { fullName: string | undefined; ranges: RangeFilter }) {
  const { t } = useTranslation('member');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Form method="get" action={paths.home} aria-labelledby="filter-form-title" style={{ display: 'grid', gap: 16 }}>
        <Typography id="filter-form-title" variant="h6" component="h2">
          {t('home.filterTitle')}
        </Typography>
        {fullName && <input type="hidden" name="fullName" value={fullName} />}
        {ranges.view && <input type="hidden" name="view" value={ranges.view} />}
        <label>
          <input type="checkbox" name="verifiedOnly" value="1" defaultChecked={ranges.verifiedOnly} /> {t('home.verifiedOnly')}
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          {t('home.gunaMin')}
          <select name="gunaMin" defaultValue={ranges.gunaMin ? String(ranges.gunaMin) : ''}>
            <option value="">{t('profile.any')}</option>
            {GUNA_THRESHOLDS.map((value) => (
              <option key={value} value={value}>
                {t(value === GUNA_CUSTOMARY_MIN ? 'home.gunaOptionCustomary' : 'home.gunaOption', { points: value })}
              </option>
            ))}
          </select>
        </label>
        <fieldset style={groupStyle}>
          <legend>{t('home.ageRange')}</legend>
          {AGE_RANGES.map((range) => (
            <label key={range.value}>
              <input type="radio" name="age" value={range.value} defaultChecked={ranges.age === range.value} />{' '}
              {t('home.ageOption', { min: range.min, max: range.max })}
            </label>
          ))}
        </fieldset>
        <fieldset style={groupStyle}>
          <legend>{t('home.incomeRange')}</legend>
          {INCOME_RANGES.map((range) => (
            <label key={range.value}>
              <input type="radio" name="income" value={range.value} defaultChecked={ranges.income === range.value} />{' '}
              {t(`home.income.${range.label}`)}
            </label>
          ))}
        </fieldset>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={`${paths.home}${listingSearch({ fullName })}`}>
            {t('home.cancel')}
          </Button>
          <Button type="submit" variant="contained">
            {t('home.applyFilter')}
          </Button>
        </div>
      </Form>
    </Paper>
  );
}
