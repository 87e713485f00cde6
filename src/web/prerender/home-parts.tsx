import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { UserRecord } from '../../contract/users.js';
import { memberKeys } from '../member/api/query-keys.js';
import { LoadMoreButton } from '../member/home/load-more-button.js';
import { MainNav } from '../member/layout/main-nav.js';
import { NotificationBell } from '../member/notifications/notification-bell.js';
import { FavouriteButton } from '../member/favourites/favourite-button.js';
import { InterestIconButton } from '../member/interests/interest-icon-button.js';
import { ProfileCard } from '../member/profile/profile-card.js';
import { ProfileGrid } from '../member/profile/profile-grid.js';
import { HEADER_COUNT_STAND_INS, type HomeTexts } from '../static-home/home-texts.js';

/** A card's stand-in: the template's markup is the app's card, the static view fills in each profile. */
const SAMPLE: UserRecord = {
  _id: 'sample',
  id: 'sample',
  age: 30,
  status: 'ACTIVE',
  identityVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  photoDetails: { thumbnail: '/sample.webp' },
  userDetails: null,
};

/** The listing as the app draws it, with one card and the "Load more" button, for the static view to copy. */
export function HomeGridMarkup({ i18n }: { i18n: I18n }) {
  return (
    <ProfileGrid label={i18n.t('member:home.results')} after={<LoadMoreButton busy={false} onClick={() => undefined} />}>
      <ProfileCard
        key={SAMPLE._id}
        profile={SAMPLE}
        action={
          <>
            <InterestIconButton profile={SAMPLE} name="" />
            <FavouriteButton profile={SAMPLE} name="" />
          </>
        }
      />
    </ProfileGrid>
  );
}

/** The card's texts with their placeholders left in, and every caste's name. */
export function homeTexts(i18n: I18n): HomeTexts {
  const name = '{{name}}';
  const castesIn = (language: string) =>
    (i18n.getResourceBundle(language, 'profile') as { choices?: { caste?: Record<string, string> } } | undefined)?.choices?.caste;
  const castes = castesIn(i18n.language);
  const english = castesIn('en');
  return {
    age: i18n.t('member:card.age', { age: '{{age}}' }),
    photoAlt: i18n.t('member:card.photoAlt', { name }),
    favouriteAdd: i18n.t('member:favourites.add', { name }),
    interest: {
      sendTo: i18n.t('privacy:interests.sendTo', { name }),
      acceptedWith: i18n.t('privacy:interests.acceptedWith', { name }),
      noResponseFor: i18n.t('privacy:interests.noResponseFor', { name }),
      receivedFrom: i18n.t('privacy:interests.receivedFrom', { name }),
    },
    castes: { ...english, ...castes },
  };
}

/** The header's counts as the stand-ins the static view replaces with the member's (static-home/header-counts.ts). */
export function headerCountsQueries(): QueryClient {
  const queries = new QueryClient();
  queries.setQueryData(memberKeys.activity(), {
    newInterests: HEADER_COUNT_STAND_INS.newInterests,
    unreadNotifications: HEADER_COUNT_STAND_INS.unreadNotifications,
  });
  return queries;
}

/** The header's parts that show counts, as the app draws them when there are some: menu button, navigation, bell. */
export function HeaderCountsMarkup() {
  return (
    <>
      <MainNav placement="drawer" />
      <MainNav placement="bar" />
      <NotificationBell />
    </>
  );
}
