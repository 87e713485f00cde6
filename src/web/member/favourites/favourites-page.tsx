import Delete from '@mui/icons-material/Delete';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAVOURITES_PAGE } from '../../../contract/favourite-counts.js';
import type { UserRecord } from '../../../contract/users.js';
import { firstFavouritesQuery, useServerFavourites } from '../api/get-favourites.js';
import { LoadMoreButton } from '../profile/load-more-button.js';
import { ProfileCard } from '../profile/profile-card.js';
import { EAGER_CARDS } from '../profile/photo-sizes.js';
import { ProfileGrid } from '../profile/profile-grid.js';
import { profileName } from '../../profile/profile-name.js';
import { Navigate } from 'react-router';
import { paths } from '../../lib/paths.js';
import { useStanding } from '../api/user-info.js';
import { replaceFavourites, useFavourites } from './favourites-store.js';
import { removeFavouriteEverywhere } from './favourites-sync.js';

const NONE_REMOVED: ReadonlySet<string> = new Set();

/** The list as it is when nothing was removed here: the very array, so nothing is drawn again. */
function withoutRemoved(list: UserRecord[], removed: ReadonlySet<string>): UserRecord[] {
  return removed.size === 0 ? list : list.filter((profile) => !removed.has(profile._id));
}

/**
 * SPEC's favourites grid, read from this browser at once and then brought up to date from the
 * server: fresh records, favourites added on other devices, and none whose profile is gone.
 *
 * It draws `FAVOURITES_PAGE` cards, and as many more with each "Load more": a member may keep 500,
 * and the first HTML holds only the newest (`firstFavouritesQuery`); the whole list is read once
 * the page is live. Until then a browser that keeps none draws the newest the server sent.
 */
export function FavouritesPage() {
  const { t } = useTranslation('member');
  const stored = useFavourites();
  // Read for the first HTML only (page-reads.ts): never again from the browser.
  const first = useQuery({ ...firstFavouritesQuery, enabled: false }).data;
  const server = useServerFavourites();
  const [shown, setShown] = useState(FAVOURITES_PAGE);
  // Removed on this page: gone at once from the cards the server drew, and from a whole list read
  // before the server heard of the removal.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(NONE_REMOVED);
  const suspended = Boolean(useStanding()?.suspension);
  useEffect(() => {
    if (server.data && !server.data.reason) replaceFavourites(withoutRemoved(server.data.userData, removed));
  }, [server.data, removed]);
  const waiting = !server.data;
  const favourites = withoutRemoved(waiting && stored.length === 0 && first ? first.userData : stored, removed);
  // More to draw: kept here already, or, while the whole list is on its way, said by the first page.
  const more = favourites.length > shown || (waiting && first?.more === true);
  // Favourites are other members' profiles: a suspended member sees none (the home page says why).
  if (suspended) return <Navigate to={paths.home} replace />;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('favourites.title')}
      </Typography>
      {favourites.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center', fontSize: '1.2rem' }} color="text.secondary">
          {t('favourites.empty')}
        </Typography>
      ) : (
        <ProfileGrid
          label={t('favourites.title')}
          after={
            more ? <LoadMoreButton busy={waiting && favourites.length < shown} onClick={() => setShown(shown + FAVOURITES_PAGE)} /> : null
          }
        >
          {favourites.slice(0, shown).map((profile, index) => (
            <ProfileCard
              key={profile._id}
              profile={profile}
              priority={index < EAGER_CARDS}
              action={
                <IconButton
                  aria-label={t('favourites.remove', { name: profileName(profile) })}
                  onClick={() => {
                    setRemoved((was) => new Set(was).add(profile._id));
                    removeFavouriteEverywhere(profile._id);
                  }}
                  sx={{ bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: '#fdeef3' } }}
                >
                  <Delete color="primary" />
                </IconButton>
              }
            />
          ))}
        </ProfileGrid>
      )}
    </Container>
  );
}
