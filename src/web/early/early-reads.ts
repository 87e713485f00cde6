// The app's first script on every page, and a small one: on a signed-in member's home it starts
// the two reads the page needs (the member's record and, SPEC's second after load, the first page
// of the listing) while the app's code downloads, and asks for the first cards' pictures as soon
// as the listing says which they are. The app takes the answers when it asks the same
// (lib/early-reads.ts, docs/decisions/0023-sign-in-page-prerendered.md).
import { LISTING_DELAY_MS } from '../../contract/limits.js';
import type { UserRecord } from '../../contract/users.js';
import { startEarlyRead } from '../lib/early-reads.js';
import { paths } from '../lib/paths.js';
import { readString, STORAGE_KEYS } from '../lib/storage.js';
import { listingBody } from '../member/api/listing-body.js';
import { CARD_PICTURE_SIZES, cardSrcSet, EAGER_CARDS } from '../member/profile/photo-sizes.js';
import { thumbnailOf } from '../profile/profile-name.js';

/** Asks for a card's picture at the size the card will choose, before the card exists. */
function preloadPicture(record: UserRecord): void {
  const thumbnail = thumbnailOf(record);
  if (!thumbnail) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = thumbnail;
  const srcset = cardSrcSet(thumbnail);
  if (srcset) {
    link.setAttribute('imagesrcset', srcset);
    link.setAttribute('imagesizes', CARD_PICTURE_SIZES);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

function readHome(token: string): void {
  const info = startEarlyRead('/user/info', token);
  // The listing is asked with the viewer's gender, as the app asks it: stored since sign-in, or
  // (a member whose storage holds only the token) from their record.
  const gender = (): Promise<string | null> =>
    readString(STORAGE_KEYS.gender) !== null
      ? Promise.resolve(readString(STORAGE_KEYS.gender))
      : info
          .then((response) => (response.ok ? (response.clone().json() as Promise<{ data?: UserRecord }>) : undefined))
          .then((answer) => answer?.data?.userDetails?.personalDetails?.gender ?? null);
  const listing = () =>
    gender()
      .then((viewer) => startEarlyRead('/user/getProfile', token, listingBody({}, { page: 1 }, viewer)))
      .then((response) => (response.ok ? (response.clone().json() as Promise<{ data?: { userData?: UserRecord[] } }>) : undefined))
      .then((answer) => answer?.data?.userData?.slice(0, EAGER_CARDS).forEach(preloadPicture))
      .catch(() => undefined);
  info.catch(() => undefined);
  setTimeout(() => void listing(), Math.max(0, LISTING_DELAY_MS - performance.now()));
}

const token = readString(STORAGE_KEYS.token);
if (token && location.pathname === paths.home) readHome(token);
