import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageLoader } from '../ui/page-loader.js';
import { appTheme } from '../ui/theme.js';
import { ToastHost } from '../ui/toasts.js';

/**
 * Marks the page as live: from here the app answers taps (browser tests wait for it). The root
 * commits first; what sits in a Suspense boundary (every page, in its layout's) hydrates after it,
 * at a lower priority, so the mark waits for the browser to be idle, or two seconds at most.
 */
function MountedFlag() {
  useEffect(() => {
    const mark = () => {
      document.documentElement.dataset.app = 'mounted';
    };
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(mark, { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(mark, 100);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/**
 * What components are handed of the texts: an object that owns nothing and reads everything from
 * the i18next instance behind it (its methods are bound to it, so they act on it). Each
 * `useTranslation` copies the own properties of what it is handed into a wrapper of its own, once
 * per component instance: i18next's forty bound methods made that about 37 µs a component, the
 * largest single cost of rendering /home on the server (about 2.6 ms of 45) and paid again by
 * every component that hydrates. Of this view it copies nothing.
 */
function textsView(texts: I18n): I18n {
  return Object.create(texts) as I18n;
}

/**
 * The one component tree of every page, rendered on the server and hydrated in the browser
 * around the router each side has (`StaticRouterProvider` there, `RouterProvider` here).
 */
export function AppTree(props: { queryClient: QueryClient; texts: I18n; styleCache: EmotionCache; children: ReactNode }) {
  const texts = useMemo(() => textsView(props.texts), [props.texts]);
  return (
    <StrictMode>
      <CacheProvider value={props.styleCache}>
        <I18nextProvider i18n={texts}>
          <ThemeProvider theme={appTheme()}>
            <CssBaseline />
            <QueryClientProvider client={props.queryClient}>
              <Suspense fallback={<PageLoader />}>{props.children}</Suspense>
              <ToastHost />
              <MountedFlag />
            </QueryClientProvider>
          </ThemeProvider>
        </I18nextProvider>
      </CacheProvider>
    </StrictMode>
  );
}
