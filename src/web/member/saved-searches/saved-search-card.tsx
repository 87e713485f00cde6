import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX, type AlertFrequency } from '../../../contract/limits.js';
import type { SavedSearch } from '../../../contract/saved-searches.js';
import { errorText } from '../../lib/error-text.js';
import { formatIndiaDay } from '../../lib/format.js';
import { languageOf } from '../../lib/i18n.js';
import { paths } from '../../lib/paths.js';
import { useToast } from '../../ui/use-toast.js';
import { listingSearch } from '../api/listing-body.js';
import { useRemoveSavedSearch, useUpdateSavedSearch } from '../api/change-saved-search.js';
import { searchSummary } from './search-summary.js';

/**
 * One saved search: its name and filters, its alert mail (changed in place), when the last one
 * went; Open shows its profiles on the home page, Rename offers a new name under the old one, Delete asks first.
 */
export function SavedSearchCard({ search }: { search: SavedSearch }) {
  const { t, i18n } = useTranslation('member');
  const toast = useToast();
  const update = useUpdateSavedSearch();
  const remove = useRemoveSavedSearch();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const id = useId();
  const summary = searchSummary(t, search.filters);
  const lastMailed = formatIndiaDay(search.lastMailedAt, languageOf(i18n.resolvedLanguage));

  const change = async (body: { name?: string; frequency?: AlertFrequency }, done: string) => {
    try {
      await update.mutateAsync({ id: search.id, ...body });
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(errorText(t, error));
      return false;
    }
  };
  const rename = async (event: React.FormEvent) => {
    event.preventDefault();
    const name = renaming?.trim() ?? '';
    if (name === '') toast.error(t('savedSearches.nameRequired'));
    else if (await change({ name }, t('savedSearches.renamed'))) setRenaming(null);
  };
  const confirmRemove = async () => {
    try {
      await remove.mutateAsync(search.id);
      setRemoving(false);
      toast.success(t('savedSearches.removed'));
    } catch (error) {
      toast.error(errorText(t, error));
    }
  };

  return (
    <Paper component="article" variant="outlined" aria-labelledby={`${id}-name`} sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}>
      <Typography id={`${id}-name`} variant="h6" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {search.name}
      </Typography>
      {renaming !== null && (
        <Box component="form" onSubmit={(event: React.FormEvent) => void rename(event)} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            label={t('savedSearches.newName')}
            value={renaming}
            onChange={(event) => setRenaming(event.target.value)}
            size="small"
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: SAVED_SEARCH_NAME_MAX } }}
            sx={{ flex: '1 1 200px' }}
          />
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('savedSearches.save')}
          </Button>
          <Button onClick={() => setRenaming(null)}>{t('savedSearches.cancel')}</Button>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(summary.length > 0 ? summary : [t('savedSearches.allProfiles')]).map((label) => (
          <Chip key={label} label={label} size="small" variant="outlined" />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('savedSearches.alert')}
          value={search.frequency}
          disabled={update.isPending}
          onChange={(event) => {
            const frequency = ALERT_FREQUENCIES.find((value) => value === event.target.value);
            if (frequency)
              void change({ frequency }, t('savedSearches.alertChanged', { frequency: t(`savedSearches.frequencies.${frequency}`) }));
          }}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'aria-label': t('savedSearches.alertFor', { name: search.name }) },
          }}
          sx={{ minWidth: 160 }}
        >
          {ALERT_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`savedSearches.frequencies.${frequency}`)}
            </option>
          ))}
        </TextField>
        {lastMailed && (
          <Typography variant="body2" color="text.secondary">
            {t('savedSearches.lastMailed', { date: lastMailed })}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={`${paths.home}${listingSearch(search.filters)}`}
          aria-label={t('savedSearches.openName', { name: search.name })}
        >
          {t('savedSearches.open')}
        </Button>
        {renaming === null && (
          <Button
            variant="outlined"
            onClick={() => setRenaming(search.name)}
            aria-label={t('savedSearches.renameName', { name: search.name })}
          >
            {t('savedSearches.rename')}
          </Button>
        )}
        <Button color="error" onClick={() => setRemoving(true)} aria-label={t('savedSearches.removeName', { name: search.name })}>
          {t('savedSearches.remove')}
        </Button>
      </Box>
      {removing && (
        <Dialog
          open
          onClose={remove.isPending ? undefined : () => setRemoving(false)}
          aria-labelledby={`${id}-remove-title`}
          aria-describedby={`${id}-remove-text`}
        >
          <DialogTitle id={`${id}-remove-title`}>{t('savedSearches.removeTitle', { name: search.name })}</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${id}-remove-text`}>{t('savedSearches.removeText')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setRemoving(false)} disabled={remove.isPending}>
              {t('savedSearches.cancel')}
            </Button>
            <Button color="error" variant="contained" onClick={() => void confirmRemove()} disabled={remove.isPending}>
              {t('savedSearches.remove')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Paper>
  );
}
