import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link as RouterLink, useSearchParams } from 'react-router';
import { errorText } from '../../lib/error-text.js';
import { formatIndiaDay } from '../../lib/format.js';
import texts, { languageOf } from '../../lib/i18n.js';
import { paths } from '../../lib/paths.js';
import { PageLoader } from '../../ui/page-loader.js';
import { useToast } from '../../ui/use-toast.js';
import { profileListingQuery } from '../api/get-profiles.js';
import { listingFilterFrom, listingParams, listingSearch, type ListingFilter } from '../api/listing-body.js';
import { whenSignedIn } from '../api/signed-in-reads.js';
import { useStanding, useUserInfo } from '../api/user-info.js';
import { choosesPartners } from '../api/match-scores.js';
import { FavouriteButton } from '../favourites/favourite-button.js';
import { InterestIconButton } from '../interests/interest-icon-button.js';
import { VerifiedOnlyNote } from '../legal/safety-lines.js';
import { ProfileCard } from '../profile/profile-card.js';
import { EAGER_CARDS } from '../profile/photo-sizes.js';
import { ProfileGrid } from '../profile/profile-grid.js';
import { profileName } from '../../profile/profile-name.js';
import { useSession } from '../session/session-store.js';
import type { RangeFilter } from './filter-dialog.js';
import { FilterForm } from './filter-form.js';
import { LoadMoreButton } from '../profile/load-more-button.js';
import { MatchLine } from './match-line.js';
import { ViewSwitch } from './view-switch.js';
import { SearchBar } from './search-bar.js';
import { homeNoticeDue } from './standing-notice-due.js';
import { useListingDelay } from './use-listing-delay.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { RetryAlert } from '../../ui/retry-alert.js';
import { buttonClass, CountBadge, StartIcon } from '../../ui/buttons.js';
import { ICONS } from '../../ui/icon-paths.js';
import { addStaticStyle } from '../../ui/static-style.js';
import barStyle from './home-bar.css?inline';

addStaticStyle('home-bar', barStyle);

// The dialog's code waits until someone opens it.
const FilterDialog = lazyPart('home-page/FilterDialog', () => import('./filter-dialog.js').then((m) => m.FilterDialog));
// Most members stand well: the notices' code loads only for one who has something to be told.
// Their texts too (the standing namespace) come with them.
const standingTexts = () => texts.loadNamespaces('standing');
const PausedNotice = lazyPart('home-page/PausedNotice', () =>
  Promise.all([import('./paused-notice.js'), standingTexts()]).then(([m]) => m.PausedNotice),
);
const StandingNotice = lazyPart('home-page/StandingNotice', () =>
  Promise.all([import('./standing-notice.js'), standingTexts()]).then(([m]) => m.StandingNotice),
);
const FilterChips = lazyPart('home-page/FilterChips', () => import('./filter-chips.js').then((m) => m.FilterChips));

/** The address's mark for the filter drawn in the page (filter-form.tsx). */
const FILTER_FORM = 'filters';

/** The saved searches page, offering to save this search and these filters. */
const saveSearchAddress = (filter: ListingFilter) =>
  `${paths.savedSearches}?${new URLSearchParams({ save: '1', ...listingParams(filter) }).toString()}`;

export function HomePage() {
  const { t, i18n } = useTranslation('member');
  const session = useSession();
  const standing = useStanding();
  const subscription = standing?.subscription;
  const ready = useListingDelay();
  // The search and the filters live in the address (`/home?fullName=…&age=…`): forms that work
  // before the script, a page the server draws filtered, a filtered list to come back to.
  const [params, setParams] = useSearchParams();
  const filter = listingFilterFrom(params);
  const { fullName: fullNameFilter, ...ranges } = filter;
  // The filters change; the view (newest, or matches) stays.
  const setRanges = (next: RangeFilter) =>
    setParams(listingSearch({ fullName: fullNameFilter, ...next, view: ranges.view }), { replace: true });
  const [filterOpen, setFilterOpen] = useState(false);
  // Until the delay has passed the query waits (pending, spinner); a list already in the cache,
  // as the server's first page or after coming back from a profile, shows at once.
  const listing = useInfiniteQuery({
    ...profileListingQuery(filter, session.gender),
    enabled: whenSignedIn(ready),
  });
  const pages = listing.data?.pages ?? [];
  const profiles = pages.flatMap((page) => page.userData);
  // A member who chose partner preferences sees on each card how many the profile meets; the
  // scores are the member's own, asked for page by page beside the listing's, which are shared.
  const scored = choosesPartners(useUserInfo().data);
  const pageIds = new Map(
    pages.flatMap((page) => {
      const ids = page.userData.map((profile) => profile._id);
      return ids.map((id) => [id, ids] as const);
    }),
  );
  const closedReason = listing.data?.pages[0]?.reason;
  const toast = useToast();
  // A failed "Load more" keeps the cards shown and says so; the button stays to try again.
  const moreFailed = listing.isFetchNextPageError;
  useEffect(() => {
    if (moreFailed) toast.error(errorText(t, listing.error));
  }, [moreFailed, toast, t, listing.error]);
  const activeFilters = [ranges.age, ranges.income, ranges.verifiedOnly, ranges.gunaMin].filter(Boolean).length;
  // The standing notice already says why a rejected or suspended member sees nobody.
  const closedExplained =
    (closedReason === 'REJECTED' && Boolean(standing?.rejection)) || (closedReason === 'SUSPENDED' && Boolean(standing?.suspension));

  return (
    // The page, its title and its bar are drawn from fixed classes (home-bar.css): /home is the
    // page drawn most. Notices shown to few members keep MUI's components.
    <div className="home-page">
      <h1 className="home-page__title">{t('home.title')}</h1>
      {homeNoticeDue(standing) && (
        <Suspense fallback={null}>
          <PausedNotice />
          <StandingNotice />
        </Suspense>
      )}
      <VerifiedOnlyNote />
      {!standing?.suspension && <ViewSwitch filter={filter} />}
      {filter.view === 'matches' && !scored && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={`${paths.updateProfile}#partner`}>
              {t('home.views.choose')}
            </Button>
          }
        >
          {t('home.views.noPreferences')}
        </Alert>
      )}
      {/* A suspended member browses nobody: no search or filter to offer. */}
      <div className={standing?.suspension ? 'home-bar home-bar--hidden' : 'home-bar'}>
        <SearchBar fullName={fullNameFilter} ranges={ranges} />
        <CountBadge count={activeFilters} colour="primary">
          {/* Without the script, a form that asks for the filter drawn in the page; with it, the dialog. */}
          <Form method="get" action={paths.home} className="home-bar__form">
            {Object.entries(listingParams(filter)).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button
              type="submit"
              name={FILTER_FORM}
              value="open"
              className={buttonClass('outlined', 'bar-height')}
              onClick={(event) => {
                event.preventDefault();
                setFilterOpen(true);
              }}
            >
              <StartIcon path={ICONS.filterList} />
              {t('home.filter')}
            </button>
          </Form>
        </CountBadge>
        {/* A link, so it works before the script too: the saved searches page offers to save these. */}
        <RouterLink to={saveSearchAddress(filter)} className={buttonClass('outlined', 'bar-height')}>
          <StartIcon path={ICONS.bookmarkAddOutlined} />
          {t('home.saveSearch')}
        </RouterLink>
      </div>
      {params.has(FILTER_FORM) && <FilterForm fullName={fullNameFilter} ranges={ranges} />}
      {activeFilters > 0 && (
        <Suspense fallback={null}>
          <FilterChips ranges={ranges} onChange={setRanges} />
        </Suspense>
      )}
      {filterOpen && (
        <Suspense fallback={null}>
          <FilterDialog
            open
            initial={ranges}
            onApply={(next) => {
              setRanges(next);
              setFilterOpen(false);
            }}
            onClear={() => {
              setRanges({});
              setFilterOpen(false);
            }}
            onDismiss={() => setFilterOpen(false)}
          />
        </Suspense>
      )}

      {subscription?.renewalDue && closedReason !== 'PAYMENT_REQUIRED' && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={paths.renew}>
              {t('home.renew')}
            </Button>
          }
        >
          {t('home.renewalDue', { date: formatIndiaDay(subscription.until, languageOf(i18n.resolvedLanguage)) })}
        </Alert>
      )}
      {listing.isPending ? (
        <PageLoader label={t('common:app.loading')} />
      ) : listing.isError && profiles.length === 0 ? (
        <RetryAlert onRetry={() => void listing.refetch()}>{errorText(t, listing.error)}</RetryAlert>
      ) : closedReason && closedExplained ? null : closedReason ? (
        // Only approved members see others: say why the page is empty and what comes next.
        <Alert
          severity="info"
          role="status"
          sx={{ my: 4 }}
          action={
            closedReason === 'PAYMENT_REQUIRED' ? (
              <Button color="inherit" size="small" component={RouterLink} to={paths.renew}>
                {t('home.renew')}
              </Button>
            ) : undefined
          }
        >
          {t(`home.closed.${closedReason}`)}
        </Alert>
      ) : profiles.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center', fontSize: '1.2rem' }} color="text.secondary" role="status">
          {t(filter.view === 'matches' ? 'home.views.empty' : 'home.empty')}
        </Typography>
      ) : (
        <ProfileGrid
          label={t('home.results')}
          after={
            <>
              {moreFailed && (
                <Alert severity="error" sx={{ mt: 3 }}>
                  {errorText(t, listing.error)}
                </Alert>
              )}
              {listing.hasNextPage && <LoadMoreButton busy={listing.isFetchingNextPage} onClick={() => void listing.fetchNextPage()} />}
            </>
          }
        >
          {profiles.map((profile, index) => (
            <ProfileCard
              key={profile._id}
              profile={profile}
              priority={index < EAGER_CARDS}
              match={scored && <MatchLine pageIds={pageIds.get(profile._id) ?? [profile._id]} id={profile._id} />}
              action={
                <>
                  <InterestIconButton profile={profile} name={profileName(profile)} />
                  <FavouriteButton profile={profile} name={profileName(profile)} />
                </>
              }
            />
          ))}
        </ProfileGrid>
      )}
    </div>
  );
}
