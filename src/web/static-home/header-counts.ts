// The header's counts (new interests, unread notifications) on the static first view of the home:
// the parts that show them, as the app draws them with counts (template `header-counts-part`,
// src/web/prerender/home-parts.tsx), put in place of the prerendered ones with the member's numbers.
import { HEADER_BADGE_MAX } from '../member/layout/header-badge.js';
import { HEADER_COUNT_STAND_INS } from './home-texts.js';

/** Puts `count` where the part says `standIn`: the badge's figure as a badge shows it, the names with the number. */
function withCount(part: Element, standIn: number, count: number): Element {
  const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.includes(String(standIn))) continue;
    const inBadge = node.parentElement?.classList.contains('MuiBadge-badge');
    const shown = inBadge && count > HEADER_BADGE_MAX ? `${HEADER_BADGE_MAX}+` : String(count);
    node.textContent = (node.textContent ?? '').replace(String(standIn), shown);
  }
  for (const element of [part, ...part.querySelectorAll('[aria-label]')]) {
    const label = element.getAttribute('aria-label');
    if (label?.includes(String(standIn))) element.setAttribute('aria-label', label.replace(String(standIn), String(count)));
  }
  return part;
}

/**
 * Shows the member's counts in the prerendered header (`header`); false when the page holds no
 * template or the header is not the one it was drawn for.
 */
export function showHeaderCounts(header: Element, counts: { newInterests: number; unreadNotifications: number }): boolean {
  if (counts.newInterests === 0 && counts.unreadNotifications === 0) return true;
  const template = document.getElementById('header-counts-part');
  if (!(template instanceof HTMLTemplateElement)) return false;
  const parts = template.content.cloneNode(true) as DocumentFragment;
  // Their styles are in the head already: the build moves the templates' styles there (scripts/prerender.mjs).
  const [drawer, nav, bell] = [...parts.children];
  const shownNav = header.querySelector('nav');
  const shownBell = header.querySelector('button[aria-haspopup="dialog"]');
  const shownDrawer = header.querySelector('.MuiToolbar-root')?.firstElementChild;
  if (!drawer || !nav || !bell || !shownNav || !shownBell || !shownDrawer) return false;
  if (counts.newInterests > 0) {
    shownDrawer.replaceWith(withCount(drawer, HEADER_COUNT_STAND_INS.newInterests, counts.newInterests));
    shownNav.replaceWith(withCount(nav, HEADER_COUNT_STAND_INS.newInterests, counts.newInterests));
  }
  if (counts.unreadNotifications > 0) {
    shownBell.replaceWith(withCount(bell, HEADER_COUNT_STAND_INS.unreadNotifications, counts.unreadNotifications));
  }
  return true;
}
