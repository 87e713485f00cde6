import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameSearchProblem } from '../../../contract/name-search.js';
import { NAME_SEARCH_MAX } from '../../../contract/limits.js';

/** Name search: applies on submit, and clears itself as soon as the box is emptied. */
export function SearchBar({ onSearch }: { onSearch: (fullName: string | undefined) => void }) {
  const { t } = useTranslation('member');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
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
      <TextField
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() === '') {
            setError(null);
            onSearch(undefined);
          }
        }}
        placeholder={t('home.searchPlaceholder')}
        size="small"
        fullWidth
        error={Boolean(error)}
        helperText={error ? t(`common:${error}`) : undefined}
        slotProps={{ htmlInput: { 'aria-label': t('home.searchPlaceholder'), maxLength: NAME_SEARCH_MAX, type: 'search' } }}
        sx={{ bgcolor: 'background.paper' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ flexShrink: 0, height: 40 }}>
        {t('home.search')}
      </Button>
    </Box>
  );
}
