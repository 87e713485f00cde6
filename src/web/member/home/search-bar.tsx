import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameSearchProblem } from '../../../contract/name-search.js';
import { NAME_SEARCH_MAX } from '../../../contract/limits.js';

/**
 * Name search: applies on submit, and clears itself as soon as the box is emptied. Built from the
 * input's parts rather than MUI's TextField, which also brings its select, menu and modal code to
 * every member's first page (docs/decisions/0013-bundle-budget.md).
 */
export function SearchBar({ onSearch }: { onSearch: (fullName: string | undefined) => void }) {
  const { t } = useTranslation('member');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const helperId = useId();
  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = nameSearchProblem(text);
        setError(problem ?? null);
        if (!problem) onSearch(text.trim());
      }}
      sx={{ display: 'flex', gap: 1, flex: { xs: '1 1 100%', sm: 1 }, alignItems: 'flex-start' }}
    >
      <FormControl size="small" fullWidth error={Boolean(error)}>
        <OutlinedInput
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() === '') {
              setError(null);
              onSearch(undefined);
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
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ flexShrink: 0, height: 40 }}>
        {t('home.search')}
      </Button>
    </Box>
  );
}
