import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.js';
import { PageLoader } from '../../ui/page-loader.js';
import { RetryAlert } from '../../ui/retry-alert.js';
import { useSettings } from '../api/get-settings.js';
import { listingFilterFrom } from '../api/listing-body.js';
import { useSavedSearches } from '../api/get-saved-searches.js';
import { SaveSearchForm } from './save-search-form.js';
import { SavedSearchCard } from './saved-search-card.js';

/**
 * The member's saved searches, each with its alert mail of new profiles (daily, weekly or none),
 * opened on the home page, renamed or deleted here. The home page's "Save search" comes here with
 * its search and filters in the address (`?save=1&age=…`), and the form to save them shows first.
 */
export function SavedSearchesPage() {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const searches = useSavedSearches();
  const settings = useSettings();
  const saving = params.get('save') === '1';
  const mailsOff = settings.data?.mail.some((entry) => entry.kind === 'SAVED_SEARCH_ALERT' && !entry.enabled) ?? false;

  const body = () => {
    if (searches.isPending) return <PageLoader label={t('common:app.loading')} />;
    if (searches.isError) return <RetryAlert onRetry={() => void searches.refetch()} />;
    const { items, max } = searches.data;
    return (
      <>
        {saving && (
          <SaveSearchForm
            filters={listingFilterFrom(params)}
            max={max}
            full={items.length >= max}
            onDone={() => void navigate(paths.savedSearches, { replace: true })}
          />
        )}
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('savedSearches.intro')}
        </Typography>
        {mailsOff && items.some((item) => item.frequency !== 'none') && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" component={RouterLink} to={`${paths.settings}#mail-title`}>
                {t('savedSearches.mailsOffLink')}
              </Button>
            }
          >
            {t('savedSearches.mailsOff')}
          </Alert>
        )}
        {items.length === 0 ? (
          <Box sx={{ py: 4, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
            <Typography sx={{ fontSize: '1.1rem' }} color="text.secondary">
              {t('savedSearches.empty')}
            </Typography>
            <Button variant="contained" component={RouterLink} to={paths.home}>
              {t('savedSearches.toHome')}
            </Button>
          </Box>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} role="status">
              {t('savedSearches.count', { saved: items.length, max })}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
              {items.map((search) => (
                <SavedSearchCard key={search.id} search={search} />
              ))}
            </Box>
          </>
        )}
        {!saving && items.length > 0 && (
          <Typography sx={{ mt: 3 }}>
            <Link component={RouterLink} to={paths.home}>
              {t('savedSearches.toHome')}
            </Link>
          </Typography>
        )}
      </>
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('savedSearches.title')}
      </Typography>
      {body()}
    </Container>
  );
}
