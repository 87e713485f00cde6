import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router';
import { NAME_SEARCH_MAX } from '../../../contract/limits.js';
import { nameSearchProblem } from '../../../contract/name-search.js';
import { paths } from '../../lib/paths.js';
import { useTypedBeforeStart } from '../../lib/typed-before-start.js';
import { listingSearch } from '../api/listing-body.js';
import type { RangeFilter } from './filter-dialog.js';

/**
 * Name search: a form that submits to the home page's address, so it works before the script
 * (the server draws the page searched) and with it (the router moves there without a reload).
 * It keeps the filters in force, and clears itself as soon as the box is emptied. Built from the
 * input's parts rather than MUI's TextField, which also brings its select, menu and modal code to
 * every member's first page (docs/decisions/0013-bundle-budget.md).
 */
export function SearchBar({ fullName, ranges }: { fullName: string | undefined; ranges: RangeFilter }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const [text, setText] = useState(fullName ?? '');
  const [error, setError] = useState<string | null>(null);
  const helperId = useId();
  useTypedBeforeStart(['fullName'], (_name, value) => setText(String(value)));
  return (
    <Box
      component={Form}
      method="get"
      action={paths.home}
      role="search"
      noValidate
      replace
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        const problem = nameSearchProblem(text);
        setError(problem ?? null);
        if (problem) event.preventDefault();
      }}
      sx={{ display: 'flex', gap: 1, flex: { xs: '1 1 100%', sm: 1 }, alignItems: 'flex-start' }}
    >
      <FormControl size="small" fullWidth error={Boolean(error)}>
        <OutlinedInput
          name="fullName"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() === '') {
              setError(null);
              void navigate(`${paths.home}${listingSearch(ranges)}`, { replace: true });
            }
          }}
          placeholder={t('home.searchPlaceholder')}
          inputProps={{
            'aria-label': t('home.searchPlaceholder'),
            'aria-describedby': error ? helperId : undefined,
            maxLength: NAME_SEARCH_MAX,
            type: 'search',
          }}
          sx={{ bgcolor: 'background.paper' }}
        />
        {error && <FormHelperText id={helperId}>{t(`common:${error}`)}</FormHelperText>}
      </FormControl>
      {/* The filters in force go along with the name searched. */}
      {ranges.age && <input type="hidden" name="age" value={ranges.age} />}
      {ranges.income && <input type="hidden" name="income" value={ranges.income} />}
      {ranges.verifiedOnly && <input type="hidden" name="verifiedOnly" value="1" />}
      {ranges.gunaMin && <input type="hidden" name="gunaMin" value={ranges.gunaMin} />}
      {ranges.view && <input type="hidden" name="view" value={ranges.view} />}
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ flexShrink: 0, height: 40 }}>
        {t('home.search')}
      </Button>
    </Box>
  );
}
