import './lib/zod-jitless.js';
import createCache from '@emotion/cache';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import i18n, { i18nReady, loadTexts } from './lib/i18n.js';
import { followStoredChoice } from './lib/language-choice.js';
import { queryClient } from './lib/query-client.js';
import { memberKeys } from './member/api/query-keys.js';
import { adoptRenderedFavourites } from './member/favourites/favourites-store.js';
import { guardMemberReads } from './member/api/signed-in-reads.js';
import type { UserInfo } from './member/api/user-info.js';
import { markSessionEnded, rememberUser } from './member/session/session-store.js';
import { AppTree } from './render/app-tree.js';
import { readBootData, type BootData } from './render/boot-data.js';
import { captureTypedBeforeStart } from './lib/typed-before-start.js';
import { hasSessionCookie } from './lib/session-cookie.js';
import { hasStoredSession, moveStoredSessions } from './lib/session-move.js';
import { routes } from './router-routes.js';
import { yieldToBrowser } from './lib/yield-to-browser.js';
import { loadDrawnParts } from './lib/lazy-part.js';

guardMemberReads(queryClient);

/**
 * Whether the server drew this page in a session that its own reads then found ended: their
 * answer came with the page and cleared the cookie. The page is then drawn anew here, signed out,
 * rather than adopted as drawn, and sign-in says why.
 */
function sessionEndedWhileDrawn(boot: BootData): boolean {
  const member = boot.signedIn.user && !hasSessionCookie('member');
  if (member) markSessionEnded();
  return member || (boot.signedIn.admin && !hasSessionCookie('admin'));
}

/**
 * The page the server rendered becomes the app: the reads, texts and router data it was drawn
 * from are put in place first, and the code of the page's routes loaded, so the first render in
 * the browser draws exactly the server's markup and React adopts it as it is.
 */
async function start(): Promise<void> {
  // The modules' evaluation was a task: the start goes on in the next.
  await yieldToBrowser();
  // A browser still holding a token from before the session cookie hands it over, once; the
  // server drew this page without that session, so it draws it again with it. Nothing stored,
  // nothing waited for.
  if (hasStoredSession() && (await moveStoredSessions())) {
    window.location.reload();
    return;
  }
  const drawn = readBootData();
  const boot = drawn && !sessionEndedWhileDrawn(drawn) ? drawn : undefined;
  // A language chosen before the server knew of it (kept in storage only): the page again in it.
  if (boot && followStoredChoice(boot.language)) return;
  // The page's texts, from their files (fetched already with this code, main.tsx): asked for now,
  // put in place below.
  const texts = boot
    ? Promise.all(boot.texts.map(async (namespace) => [namespace, await loadTexts(boot.language, namespace)] as const))
    : [];
  if (boot) {
    hydrate(queryClient, boot.queries);
    // What the header and the gates read of the member, stored as the server's page was drawn.
    const user = queryClient.getQueryData<UserInfo>(memberKeys.userInfo());
    if (user) rememberUser(user);
    adoptRenderedFavourites();
    // The reads above were a task of their own: the texts go in the next.
    await yieldToBrowser();
    for (const [namespace, bundle] of await texts) i18n.addResourceBundle(boot.language, namespace, bundle, true, true);
  }
  await i18nReady;
  if (boot && i18n.language !== boot.language) await i18n.changeLanguage(boot.language);
  // The page answers in between.
  await yieldToBrowser();
  // A route's code is loaded before the router starts, as the server had it when it rendered.
  const matched = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  // And the parts of it that load apart, which the routes' code declares: else a tap on one
  // before its code arrived would be lost.
  if (boot) await loadDrawnParts(boot.parts);
  await yieldToBrowser();
  const router = createBrowserRouter(routes, boot ? { hydrationData: { ...boot.router, errors: null } } : {});
  const root = document.getElementById('root')!;
  const app = (
    <AppTree queryClient={queryClient} texts={i18n} styleCache={createCache({ key: 'css' })}>
      <RouterProvider router={router} />
    </AppTree>
  );
  await yieldToBrowser();
  if (boot) {
    captureTypedBeforeStart(root);
    // As a transition, React adopts the page a few milliseconds at a time, giving the browser its
    // turn in between, instead of in one task as long as the whole tree (a tap meanwhile is replayed).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  }
  // Vite's development server sends the bare page, and a page drawn in a session gone since is
  // of no use: the app draws it.
  else createRoot(root).render(app);
}

void start();
