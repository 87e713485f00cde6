// The reads a signed-in member's home needs, started before the app's code has arrived: the
// member's record, the header's counts and, SPEC's second after load, the first page of the
// listing. The first cards' pictures are asked for as soon as the listing names them. The app
// takes each answer when it asks the same (lib/early-reads.ts,
// docs/decisions/0023-sign-in-page-prerendered.md); the static first view of the home draws from
// them too (static-home/, docs/decisions/0027-home-first-view-static.md).
import { LISTING_DELAY_MS } from '../../contract/limits.js';
import type { ProfileListing } from '../../contract/listing.js';
import type { ActivityCounts } from '../../contract/notifications.js';
import type { UserRecord } from '../../contract/users.js';
import { startEarlyRead } from '../lib/early-reads.js';
import { readString, STORAGE_KEYS } from '../lib/storage.js';
import { listingBody } from '../member/api/listing-body.js';
import type { UserInfo } from '../member/api/user-info.js';
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

/** An answer's body, or undefined for a failure of any kind: the app then asks again itself. */
async function bodyOf<T>(response: Promise<Response>): Promise<T | undefined> {
  try {
    const answer = await response;
    return answer.ok ? ((await answer.clone().json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The early reads' answers as the contract types them (src/contract), undefined for any failure. */
export interface HomeReads {
  info: Promise<{ data: UserInfo } | undefined>;
  activity: Promise<{ data: ActivityCounts } | undefined>;
  listing: Promise<{ data: ProfileListing } | undefined>;
}

/**
 * Starts the home's reads. `preloadPictures` asks for the first cards' pictures as soon as the
 * listing names them, for the app, whose cards come later; the static first view draws its cards
 * from the answer at once, and a preload there would only add work to that task.
 */
export function readHome(token: string, { preloadPictures = true }: { preloadPictures?: boolean } = {}): HomeReads {
  const infoResponse = startEarlyRead('/user/info', token);
  const info = bodyOf<{ data: UserInfo }>(infoResponse);
  const activity = bodyOf<{ data: ActivityCounts }>(startEarlyRead('/user/activity', token));
  // The listing is asked with the viewer's gender, as the app asks it: stored since sign-in, or
  // (a member whose storage holds only the token) from their record.
  const gender = async (): Promise<string | null> =>
    readString(STORAGE_KEYS.gender) ?? (await info)?.data?.userDetails?.personalDetails?.gender ?? null;
  const listing = new Promise<{ data: ProfileListing } | undefined>((resolve) => {
    setTimeout(
      () => {
        void gender()
          .then((viewer) =>
            bodyOf<{ data: ProfileListing }>(startEarlyRead('/user/getProfile', token, listingBody({}, { page: 1 }, viewer))),
          )
          .then((answer) => {
            if (preloadPictures) answer?.data?.userData?.slice(0, EAGER_CARDS).forEach(preloadPicture);
            resolve(answer);
          });
      },
      Math.max(0, LISTING_DELAY_MS - performance.now()),
    );
  });
  return { info, activity, listing };
}
