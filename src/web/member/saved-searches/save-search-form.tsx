import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SAVED_SEARCH_NAME_MAX, type AlertFrequency } from '../../../contract/limits.js';
import { errorText } from '../../lib/error-text.js';
import { paths } from '../../lib/paths.js';
import { useToast } from '../../ui/use-toast.js';
import { listingSearch, type ListingFilter } from '../api/listing-body.js';
import { useSaveSearch } from '../api/change-saved-search.js';
import { searchSummary, suggestedName } from './search-summary.js';

/** The order the choices are offered in: the mails first, the weekly one chosen. */
const FREQUENCY_CHOICES: readonly AlertFrequency[] = ['weekly', 'daily', 'none'];

/**
 * Saves the home page's search and filters (they come in the address, from its "Save search"
 * link) under a name the member may change, with an alert mail of new profiles or none. When the
 * member already keeps as many searches as allowed, it says so instead of offering to save.
 */
export function SaveSearchForm({ filters, max, full, onDone }: { filters: ListingFilter; max: number; full: boolean; onDone: () => void }) {
  const { t } = useTranslation('member');
  const toast = useToast();
  const save = useSaveSearch();
  const [name, setName] = useState(() => suggestedName(t, filters));
  const [frequency, setFrequency] = useState<AlertFrequency>('weekly');
  const [problem, setProblem] = useState<string | null>(null);
  const summary = searchSummary(t, filters);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setProblem(t('savedSearches.nameRequired'));
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({ name: name.trim(), filters, frequency });
      toast.success(t('savedSearches.saved'));
      onDone();
    } catch (error) {
      setProblem(errorText(t, error));
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="save-search-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id="save-search-title" variant="h6" component="h2" sx={{ fontWeight: 700, color: 'primary.dark', mb: 1.5 }}>
        {t('savedSearches.saveTitle')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        {(summary.length > 0 ? summary : [t('savedSearches.allProfiles')]).map((label) => (
          <Chip key={label} label={label} variant="outlined" />
        ))}
      </Box>
      {full ? (
        <Alert severity="info">{t('savedSearches.full', { max })}</Alert>
      ) : (
        <Box component="form" noValidate onSubmit={(event: React.FormEvent) => void submit(event)} sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            label={t('savedSearches.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: SAVED_SEARCH_NAME_MAX } }}
            helperText={t('savedSearches.nameHint', { max: SAVED_SEARCH_NAME_MAX })}
          />
          <FormControl>
            <FormLabel id="save-search-frequency">{t('savedSearches.frequency')}</FormLabel>
            <RadioGroup
              aria-labelledby="save-search-frequency"
              value={frequency}
              onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
            >
              {FREQUENCY_CHOICES.map((choice) => (
                <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`savedSearches.frequencies.${choice}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={`${paths.home}${listingSearch(filters)}`}>
              {t('savedSearches.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('savedSearches.save')}
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}
