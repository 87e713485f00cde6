// The listing's cards drawn without the app, from the app's own card markup (the template
// `home-grid-part`, src/web/prerender/home-parts.tsx) and the card's classes
// (member/profile/profile-card.css): the same elements ProfileCard gives, filled per profile.
import type { UserRecord } from '../../contract/users.js';
import { readFavourites } from '../member/favourites/favourites-list.js';
import { interestLook } from '../member/interests/interest-look.js';
import { cardLines } from '../member/profile/card-lines.js';
import { FALLBACK_PHOTO, showFallbackPhoto } from '../member/profile/fallback-photo.js';
import { cardSrcSet, EAGER_CARDS } from '../member/profile/photo-sizes.js';
import { profileName, thumbnailOf } from '../profile/profile-name.js';
import { ICONS, roundIconClass, type IconColour } from '../ui/icon-paths.js';
import { fill } from '../lib/placeholders.js';
import type { HomeTexts } from './home-texts.js';

/** A phone's card height, the space a card not yet laid out holds (its real one once it was). */
const CARD_HEIGHT_GUESS = 190;

function setIcon(button: Element | undefined, label: string, icon: string, colour?: IconColour): void {
  if (!button) return;
  button.setAttribute('aria-label', label);
  if (button.hasAttribute('title')) button.setAttribute('title', label);
  const svg = button.querySelector('svg');
  if (colour && svg) svg.setAttribute('class', roundIconClass(colour));
  button.querySelector('path')?.setAttribute('d', icon);
}

function line(text: string): HTMLParagraphElement {
  const paragraph = document.createElement('p');
  paragraph.className = 'profile-card__line';
  paragraph.textContent = text;
  return paragraph;
}

/** One card: the template's card with this profile's picture, name, lines and buttons. */
function card(template: Element, profile: UserRecord, index: number, texts: HomeTexts, saved: Set<string>): Element {
  const article = template.cloneNode(true) as HTMLElement;
  const name = profileName(profile);
  const thumbnail = thumbnailOf(profile);
  const image = article.querySelector('img');
  if (image) {
    const srcset = cardSrcSet(thumbnail);
    if (srcset) image.setAttribute('srcset', srcset);
    else image.removeAttribute('srcset');
    image.src = thumbnail ?? FALLBACK_PHOTO;
    image.alt = fill(texts.photoAlt, { name });
    image.loading = index < EAGER_CARDS ? 'eager' : 'lazy';
    image.setAttribute('fetchpriority', index < EAGER_CARDS ? 'high' : 'auto');
    image.addEventListener('error', () => showFallbackPhoto({ currentTarget: image }));
  }
  const text = article.querySelector('.profile-card__text');
  const heading = text?.querySelector('h2');
  if (text && heading) {
    heading.textContent = name;
    const badge = heading.nextElementSibling;
    if (!profile.identityVerified && badge?.tagName === 'DIV') badge.remove();
    for (const old of text.querySelectorAll('p')) old.remove();
    const words = { age: (age: number) => fill(texts.age, { age }), caste: (value: string) => texts.castes[value] ?? value };
    text.append(...cardLines(profile, words).map(line));
  }
  // A card below the first screen is laid out and painted when it comes near: on a slow phone
  // the layout of ten cards at once is the longest task of the page. Not the first cards: a
  // contained card paints its text on whole pixels, a pixel off the app's, which takes its place.
  if (index >= EAGER_CARDS) {
    article.style.setProperty('content-visibility', 'auto');
    article.style.setProperty('contain-intrinsic-size', `auto ${CARD_HEIGHT_GUESS}px`);
  }
  const [interest, favourite] = article.querySelectorAll('.profile-card__actions button');
  const look = interestLook(profile.interest);
  setIcon(interest, fill(texts.interest[look.text], { name }), look.icon, look.colour);
  setIcon(favourite, fill(texts.favouriteAdd, { name }), saved.has(profile._id) ? ICONS.favourite : ICONS.favouriteBorder);
  return article;
}

/**
 * Replaces `placeholder` (the page's spinner) with the listing's first page as the app draws it:
 * the grid of cards and, when there are more, the "Load more" button. False when the page holds
 * no template to draw from.
 */
export function drawCards(placeholder: Element, profiles: UserRecord[], hasMore: boolean, texts: HomeTexts): boolean {
  const template = document.getElementById('home-grid-part');
  if (!(template instanceof HTMLTemplateElement)) return false;
  const grid = template.content.cloneNode(true) as DocumentFragment;
  const section = grid.querySelector('section');
  const sample = section?.querySelector('article');
  if (!section || !sample) return false;
  const saved = new Set(readFavourites().map((item) => item._id));
  sample.replaceWith(...profiles.map((profile, index) => card(sample, profile, index, texts, saved)));
  // After the grid: the "Load more" button.
  if (!hasMore) for (const after of [...grid.children].filter((element) => element !== section)) after.remove();
  placeholder.replaceWith(grid);
  return true;
}
