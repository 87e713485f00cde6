// The listing's cards drawn without the app, from the app's own card markup (the template
// `home-grid-part`, src/web/prerender/home-parts.tsx) and the card's classes
// (member/profile/profile-card.css): the same elements ProfileCard gives, filled per profile.
import { CARD_OCCUPATION_CHARS } from '../../contract/limits.js';
import type { UserRecord } from '../../contract/users.js';
import { cutText } from '../lib/format.js';
import { readFavourites } from '../member/favourites/favourites-list.js';
import { FALLBACK_PHOTO, showFallbackPhoto } from '../member/profile/fallback-photo.js';
import { cardSrcSet, EAGER_CARDS } from '../member/profile/photo-sizes.js';
import { profileName, thumbnailOf } from '../profile/profile-name.js';
import { ICONS } from '../ui/icon-paths.js';
import type { IconColour } from '../ui/round-icon-button.js';
import { fill, type HomeTexts } from './home-texts.js';

/** The interest button as InterestIconButton draws it for where the interest stands. */
function interestLook(profile: UserRecord, texts: HomeTexts['interest']): { label: string; icon: string; colour: IconColour } {
  const interest = profile.interest;
  if (!interest) return { label: texts.sendTo, icon: ICONS.handshake, colour: 'primary' };
  if (interest.status === 'ACCEPTED') return { label: texts.acceptedWith, icon: ICONS.checkCircle, colour: 'success' };
  if (interest.direction === 'SENT') return { label: texts.noResponseFor, icon: ICONS.hourglassTop, colour: 'action' };
  return { label: texts.receivedFrom, icon: ICONS.handshake, colour: 'secondary' };
}

function setIcon(button: Element | undefined, label: string, icon: string, colour?: IconColour): void {
  if (!button) return;
  button.setAttribute('aria-label', label);
  if (button.hasAttribute('title')) button.setAttribute('title', label);
  const svg = button.querySelector('svg');
  if (colour && svg) {
    svg.setAttribute(
      'class',
      colour === 'action' ? 'round-icon-button__icon' : `round-icon-button__icon round-icon-button__icon--${colour}`,
    );
  }
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
  const article = template.cloneNode(true) as Element;
  const name = profileName(profile);
  const details = profile.userDetails;
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
    if (profile.age !== null) text.append(line(fill(texts.age, { age: profile.age })));
    const occupation = cutText(details?.basicDetails.occupation, CARD_OCCUPATION_CHARS);
    if (occupation) text.append(line(occupation));
    const caste = details?.personalDetails.caste?.trim();
    const city = details?.addressDetails.city?.trim();
    text.append(line([caste && (texts.castes[caste] ?? caste), city].filter(Boolean).join(' · ')));
  }
  const [interest, favourite] = article.querySelectorAll('.profile-card__actions button');
  const look = interestLook(profile, texts.interest);
  setIcon(interest, fill(look.label, { name }), look.icon, look.colour);
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
  // After the grid: the "Load more" button (and the styles written for it).
  if (!hasMore)
    for (const after of [...grid.children].filter((element) => element !== section && element.tagName !== 'STYLE')) after.remove();
  placeholder.replaceWith(grid);
  return true;
}
