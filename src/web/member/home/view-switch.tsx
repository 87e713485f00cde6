import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.js';
import { listingSearch, type ListingFilter, type ListingView } from '../api/listing-body.js';

/**
 * Newest first, "Matches for you" (decision 0042), or most complete first: links to the same
 * search and filters in each order, so the choice is in the address and works before the script.
 */
export function ViewSwitch({ filter }: { filter: ListingFilter }) {
  const { t } = useTranslation('member');
  const { view: _view, ...rest } = filter;
  const views = [undefined, 'matches', 'complete'].map((view) => ({
    id: view ?? 'newest',
    to: `${paths.home}${listingSearch({ ...rest, ...(view ? { view: view as ListingView } : {}) })}`,
    current: filter.view === view,
  }));
  return (
    <Box component="nav" aria-label={t('home.views.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {views.map((view) => (
        <Button
          key={view.id}
          component={RouterLink}
          to={view.to}
          replace
          size="small"
          variant={view.current ? 'contained' : 'outlined'}
          aria-current={view.current ? 'page' : undefined}
          sx={{ borderRadius: 999, bgcolor: view.current ? undefined : 'background.paper' }}
        >
          {t(`home.views.${view.id}`)}
        </Button>
      ))}
    </Box>
  );
}
