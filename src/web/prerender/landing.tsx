import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import common from '../locales/en/common.json';
import member from '../locales/en/member.json';
import { LandingPage } from '../member/landing/landing-page.js';
import { SiteLayout } from '../member/layout/site-layout.js';
import { theme } from '../ui/theme.js';

/**
 * The landing page as static HTML, rendered at build time (`npm run build`). A visitor on a slow
 * connection reads it while the scripts download; the app then mounts over it. English, as the
 * default language; a visitor who chose another sees it once the app has mounted.
 */
export async function renderLanding(): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'member'],
    defaultNS: 'common',
    resources: { en: { common, member } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const routes = [{ path: '/', Component: SiteLayout, children: [{ index: true, Component: LandingPage }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('the landing route answered with a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={new QueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
}
