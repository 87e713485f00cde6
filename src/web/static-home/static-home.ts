// The static first view of a signed-in member's home (home-<language>.html, scripts/prerender.mjs):
// the page's frame is prerendered, and this draws the listing's cards from the early reads, with
// the app's own card markup, and the header's counts, while the app itself waits for the member's
// first action. A home with anything but the everyday to show (a notice, a consent, an empty or
// closed listing) is the app's at once (docs/decisions/0027-home-first-view-static.md).
import { avatarPicture } from '../member/profile/photo-sizes.js';
import { readHome } from '../early/home-reads.js';
import { dropFontSample } from '../lib/font-sample.js';
import { profileName, thumbnailOf } from '../profile/profile-name.js';
import { followStoredChoice, storedLanguage } from '../lib/language-choice.js';
import { readString, STORAGE_KEYS } from '../lib/storage.js';
import { telHref } from '../member/support-contact.js';
import { appOnDemand } from '../static-landing/app-on-demand.js';
import { showContacts } from '../static-landing/contacts.js';
import { focusVisible } from '../static-landing/focus-visible.js';
import type { StaticTexts } from '../static-landing/static-texts.js';
import { drawCards } from './draw-cards.js';
import { everydayListing, everydayMember } from './everyday.js';
import { showHeaderCounts } from './header-counts.js';
import type { HomeTexts } from './home-texts.js';

/** The prerendered header's avatar (drawn for a stand-in member) shows this member's picture and name, as the app's does. */
function showAvatar(photo: string, name: string): void {
  const avatar = document.querySelector<HTMLImageElement>('header button img');
  if (!avatar) return;
  const picture = avatarPicture(photo);
  if (picture.srcSet) avatar.srcset = picture.srcSet;
  else avatar.removeAttribute('srcset');
  if (picture.src) avatar.src = picture.src;
  avatar.alt = name;
}

/** Whether the static view is still what the member sees: not once the app took the page. */
const stillDrawing = (root: HTMLElement) => root.dataset.staticHome === 'drawing' && root.isConnected;

async function drawHome(token: string, root: HTMLElement, texts: HomeTexts, loadNow: () => void): Promise<void> {
  const reads = readHome(token, { preloadPictures: false });
  const [info, activity] = await Promise.all([reads.info, reads.activity]);
  // The app already took the page (the member acted before the answers came): it draws them.
  if (!stillDrawing(root)) return;
  const member = info?.data;
  const photo = member && thumbnailOf(member);
  // A member with something else to be shown gets the app now, not after the listing's second;
  // so does one whose header's counts did not come.
  if (!everydayMember(member) || !photo || !activity) return loadNow();
  const header = root.querySelector('header');
  if (!header || !showHeaderCounts(header, activity.data)) return loadNow();
  showAvatar(photo, profileName(member));
  // The cards come after SPEC's second, in a task of their own: each short on a slow phone.
  const listing = (await reads.listing)?.data;
  if (!stillDrawing(root)) return;
  const placeholder = root.querySelector('#main [role="progressbar"]')?.closest('[role="status"]');
  if (!everydayListing(listing) || !placeholder) return loadNow();
  if (!drawCards(placeholder, listing.userData, Boolean(listing.hasMore && listing.nextCursor), texts)) return loadNow();
  root.dataset.staticHome = 'drawn';
  dropFontSample();
  // The footer's contacts, far below the cards, in a task of their own: on a slow phone every
  // request started costs the main thread a few milliseconds, and the cards come first.
  const ticker = (JSON.parse(document.getElementById('landing-texts')?.textContent ?? '{}') as StaticTexts).ticker;
  if (ticker) setTimeout(() => void showContacts(ticker, telHref), 0);
}

function start(): void {
  const root = document.getElementById('root');
  const demand = appOnDemand({ pressAgain: true });
  if (!root || !demand) return;
  focusVisible();
  document.documentElement.dataset.app = 'static';
  const token = readString(STORAGE_KEYS.token);
  const homeTexts = document.getElementById('home-texts')?.textContent;
  const language = storedLanguage();
  // No member, or one whose page is in another language than this one: the app's to show.
  if (!token || !homeTexts || (language && language !== document.documentElement.lang)) return demand.loadNow();
  root.dataset.staticHome = 'drawing';
  // The reads start in the task after this script's own evaluation: each request started costs a
  // slow phone's main thread a few milliseconds, and two short tasks block less than one long one.
  setTimeout(() => void drawHome(token, root, JSON.parse(homeTexts) as HomeTexts, demand.loadNow).catch(() => demand.loadNow()), 0);
}

if (!followStoredChoice(document.documentElement.lang)) start();
