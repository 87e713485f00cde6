import './lib/zod-jitless.js';
import './lib/preact-suspense-guard.js';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18nReady } from './lib/i18n.js';
import { queryClient } from './lib/query-client.js';
import { captureStaticInput } from './lib/static-input.js';
import { dropFontSample } from './lib/font-sample.js';
import { isStaticHome, pressAgain, takeOverStaticHome } from './lib/static-home-handover.js';
import { guardMemberReads } from './member/api/signed-in-reads.js';
import { router } from './router.js';
import { PageLoader } from './ui/page-loader.js';
import { theme } from './ui/theme.js';
import { ToastHost } from './ui/toasts.js';

/** Resolves once the first route's code, data and texts are in, so the first render is the page. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Marks the page as live: until then the landing page on screen is the static, prerendered one. */
function MountedFlag() {
  useEffect(() => {
    document.documentElement.dataset.app = 'mounted';
  }, []);
  return null;
}

guardMemberReads(queryClient);

// The prerendered page (or the splash) stays on screen until the app can replace it with
// the same page: mounting earlier would flash a spinner over content the visitor is reading.
void Promise.all([routerReady(), i18nReady.catch(() => undefined)]).then(() => {
  const root = document.getElementById('root')!;
  dropFontSample();
  const app = (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<PageLoader />}>
            <RouterProvider router={router} />
          </Suspense>
          <ToastHost />
          <MountedFlag />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>
  );
  // The static first view of the home stays until the app has drawn the same cards beside it.
  if (isStaticHome(root)) return takeOverStaticHome(root, (element) => createRoot(element).render(app));
  // From here the app draws the page in place: a static home's script draws no cards into it,
  // and what the member pressed on it before the cards came is pressed again in the app.
  if (root.dataset.staticHome) {
    root.dataset.staticHome = 'taken';
    // Another page than the static one (a consent, a notice): drawn afresh, not over the static
    // one's elements, in this same task, so nothing blank is painted between the two.
    root.replaceChildren();
    setTimeout(() => void pressAgain(root), 0);
  }
  // A prerendered sign-in page's form may hold what the visitor typed: the app's form takes it.
  captureStaticInput(root);
  createRoot(root).render(app);
});
