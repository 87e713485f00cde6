import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '../../contract/limits.js';
import enCommon from '../locales/en/common.json';
import enMember from '../locales/en/member.json';
import hiCommon from '../locales/hi/common.json';
import hiMember from '../locales/hi/member.json';
import mrCommon from '../locales/mr/common.json';
import mrMember from '../locales/mr/member.json';
import type { ComponentType } from 'react';
import { AuthPage } from '../member/auth/auth-page.js';
import { LandingPage } from '../member/landing/landing-page.js';
import { SiteLayout } from '../member/layout/site-layout.js';
import { theme } from '../ui/theme.js';
import { renderStaticParts } from './static-parts.js';
import { staticStyleCache } from './static-style-cache.js';

const TEXTS = {
  en: { common: enCommon, member: enMember },
  hi: { common: hiCommon, member: hiMember },
  mr: { common: mrCommon, member: mrMember },
};

export interface Landing {
  /** The page's markup, for the root element. */
  markup: string;
  /** The tab's title and the page's description, in the same language. */
  title: string;
  description: string;
  /** What the page's own script adds on demand (static-parts.tsx), for the end of the body. */
  parts: string;
}

/** A page rendered at build time, as `renderPage` hands it to scripts/prerender.mjs. */
export type PrerenderedPage = 'landing' | 'auth';

const PAGES: Record<PrerenderedPage, { path: string; Page: ComponentType }> = {
  landing: { path: '/', Page: LandingPage },
  auth: { path: '/auth', Page: AuthPage },
};

/**
 * A page as static HTML in one language, rendered at build time (`npm run build`), inside the
 * site's layout as a signed-out visitor sees it. It stays static: a small script
 * (src/web/static-landing/) does what the page needs, and the app loads when the visitor follows
 * a link or, on the sign-in page, starts to use its form
 * (docs/decisions/0014-landing-page-per-language.md, docs/decisions/0013-bundle-budget.md,
 * docs/decisions/0023-sign-in-page-prerendered.md).
 */
export async function renderPage(language: Language, which: PrerenderedPage): Promise<Landing> {
  const { path, Page } = PAGES[which];
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common', 'member'],
    defaultNS: 'common',
    resources: { en: TEXTS.en, [language]: TEXTS[language] },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const routes = [
    {
      path: '/',
      Component: SiteLayout,
      children: [path === '/' ? { index: true, Component: Page } : { path: path.slice(1), Component: Page }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`the ${which} route answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <CacheProvider value={staticStyleCache()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <QueryClientProvider client={new QueryClient()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </ThemeProvider>
      </I18nextProvider>
    </CacheProvider>,
  );
  return {
    markup,
    title: i18n.t('app.name'),
    description: i18n.t('member:landing.metaDescription'),
    parts: renderStaticParts(i18n, language),
  };
}
