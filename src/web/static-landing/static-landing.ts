// The prerendered pages' only script (the landing page and the sign-in page, scripts/prerender.mjs).
// They stay static: this does what a page needs before the visitor follows a link, and every link
// loads the app as any page load does (docs/decisions/0013-bundle-budget.md); the sign-in page
// loads it when its form is first used (app-on-demand.ts). No React, no i18next.
import { isLanguage } from '../../contract/language.js';
import type { Language } from '../../contract/limits.js';
import { followStoredChoice, rememberLanguage } from '../lib/language-choice.js';
import { readString, STORAGE_KEYS } from '../lib/storage.js';
import { telHref } from '../member/support-contact.js';
import { appOnDemand } from './app-on-demand.js';
import { openLanguageMenu } from './language-menu.js';
import { focusVisible } from './focus-visible.js';
import { showContacts } from './contacts.js';
import type { StaticTexts } from './static-texts.js';

const texts = JSON.parse(document.getElementById('landing-texts')?.textContent ?? '{}') as StaticTexts;
const shown = document.documentElement.lang;

/** Kept like the app keeps it, told to the server for a signed-in member's mails, then shown. */
async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  const token = readString(STORAGE_KEYS.token);
  if (token) {
    await fetch('/api/user/language', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language }),
      keepalive: true,
    }).catch(() => undefined);
  }
  location.reload();
}

/** A signed-in member's way back in, in the header and the page, where a visitor is asked to sign in. */
function showMemberLinks(): void {
  if (!readString(STORAGE_KEYS.token)) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href="/auth"]')) {
    link.href = texts.openHome.href;
    link.textContent = texts.openHome.text;
  }
}

if (!followStoredChoice(shown)) {
  showMemberLinks();
  focusVisible();
  const trigger = document.querySelector<HTMLElement>('header [aria-haspopup="menu"]');
  trigger?.addEventListener('click', () => {
    openLanguageMenu(trigger, (language) => {
      if (isLanguage(language) && language !== shown) void chooseLanguage(language);
    });
  });
  void showContacts(texts.ticker, telHref);
  // The page answers its buttons from here on (browser tests wait for this).
  document.documentElement.dataset.app = 'static';
  appOnDemand();
}
