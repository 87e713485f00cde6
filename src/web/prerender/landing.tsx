import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '../../contract/limits.js';
import enCommon from '../locales/en/common.json';
import enLanding from '../locales/en/landing.json';
import enMember from '../locales/en/member.json';
import hiCommon from '../locales/hi/common.json';
import enPrivacy from '../locales/en/privacy.json';
import enProfile from '../locales/en/profile.json';
import hiLanding from '../locales/hi/landing.json';
import hiMember from '../locales/hi/member.json';
import hiPrivacy from '../locales/hi/privacy.json';
import hiProfile from '../locales/hi/profile.json';
import mrCommon from '../locales/mr/common.json';
import mrLanding from '../locales/mr/landing.json';
import mrMember from '../locales/mr/member.json';
import mrPrivacy from '../locales/mr/privacy.json';
import mrProfile from '../locales/mr/profile.json';
import type { ComponentType } from 'react';
import { AuthPage } from '../member/auth/auth-page.js';
import { HomePage } from '../member/home/home-page.js';
import { LandingPage } from '../member/landing/landing-page.js';
import { SiteLayout } from '../member/layout/site-layout.js';
import { staticStyleMarkup } from '../ui/static-style.js';
import { theme } from '../ui/theme.js';
import { fontSampleMarkup } from './font-sample.js';
import { HeaderCountsMarkup, headerCountsQueries, homeTexts, HomeGridMarkup } from './home-parts.js';
import { renderStaticParts } from './static-parts.js';
import { staticStyleCache } from './static-style-cache.js';

const TEXTS = {
  en: { common: enCommon, member: enMember, landing: enLanding, privacy: enPrivacy, profile: enProfile },
  hi: { common: hiCommon, member: hiMember, landing: hiLanding, privacy: hiPrivacy, profile: hiProfile },
  mr: { common: mrCommon, member: mrMember, landing: mrLanding, privacy: mrPrivacy, profile: mrProfile },
};

export interface Landing {
  /** The page's markup, for the root element. */
  markup: string;
  /** The tab's title and the page's description, in the same language. */
  title: string;
  description: string;
  /** What the page's own script adds on demand (static-parts.tsx), for the end of the body. */
  parts: string;
  /** Fixed style sheets the page's parts use (ui/static-style.ts), for the head. */
  head: string;
  /** What the browser lays out before the page itself (the home's font sample, font-sample.ts), for the start of the body. */
  lead: string;
}

/** A page rendered at build time, as `renderPage` hands it to scripts/prerender.mjs. */
export type PrerenderedPage = 'landing' | 'auth' | 'home';

const PAGES: Record<PrerenderedPage, { path: string; Page: ComponentType }> = {
  landing: { path: '/', Page: LandingPage },
  auth: { path: '/auth', Page: AuthPage },
  home: { path: '/home', Page: HomePage },
};

/**
 * What the home's frame is drawn for: an onboarded member, whose name and picture the static
 * view puts in (static-home/). Storage is read through `localStorage` (lib/storage.ts).
 */
const BLANK_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const FRAME_MEMBER: Record<string, string> = {
  token: 'prerender',
  name: 'M',
  // No address to fetch: the script puts the member's picture in before the browser could use it.
  photo: BLANK_PICTURE,
  gender: 'Male',
  userDetails: '{}',
};

/** `localStorage` as the member's browser would hold it, for the time of one render. */
async function withMemberStorage<T>(render: () => Promise<T>): Promise<T> {
  const storage = {
    getItem: (key: string) => FRAME_MEMBER[key] ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  try {
    return await render();
  } finally {
    Reflect.deleteProperty(globalThis, 'localStorage');
  }
}

async function textsIn(language: Language) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common', 'member', 'landing', 'privacy', 'profile'],
    defaultNS: 'common',
    resources: { en: TEXTS.en, [language]: TEXTS[language] },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

/**
 * `content` as markup, inside the site's providers and a router at `path`. `waitForAll` waits for
 * every lazy part (the member's header loads its navigation, bell and menu lazily), where one
 * render would leave their places empty.
 */
async function renderAt(
  i18n: I18n,
  path: string,
  content: ComponentType,
  layout: ComponentType | undefined,
  waitForAll: boolean,
  queries: QueryClient = new QueryClient(),
) {
  const routes = layout
    ? [
        {
          path: '/',
          Component: layout,
          children: [path === '/' ? { index: true, Component: content } : { path: path.slice(1), Component: content }],
        },
      ]
    : [{ path, Component: content }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`the ${path} route answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A cache per render: one that had seen a style would not write it again.
  const element = () => (
    <CacheProvider value={staticStyleCache()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          {layout && <CssBaseline />}
          <QueryClientProvider client={queries}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </QueryClientProvider>
        </ThemeProvider>
      </I18nextProvider>
    </CacheProvider>
  );
  let markup = renderToString(element());
  // A lazy part renders its fallback until its code has arrived, then at once: render again until
  // nothing changes, each time after the parts asked for had time to load.
  for (let pass = 0; waitForAll && pass < 5; pass += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = renderToString(element());
    if (again === markup) break;
    markup = again;
  }
  // React's marks around each part it waited for (nothing on a page that never hydrates), and its
  // preload of the stand-in member's picture.
  return markup.replace(/<!--\/?\$[!?]?-->/g, '').replace(`<link rel="preload" as="image" href="${BLANK_PICTURE}"/>`, '');
}

/**
 * A page as static HTML in one language, rendered at build time (`npm run build`), inside the
 * site's layout: the landing and sign-in pages as a signed-out visitor sees them, the home's frame
 * (header, title, search, footer) as an onboarded member does. It stays static: a small script
 * (src/web/static-landing/, src/web/static-home/) does what the page needs, and the app loads when
 * the visitor follows a link or starts to use the page
 * (docs/decisions/0014-landing-page-per-language.md, docs/decisions/0013-bundle-budget.md,
 * docs/decisions/0023-sign-in-page-prerendered.md, docs/decisions/0027-home-first-view-static.md).
 */
export async function renderPage(language: Language, which: PrerenderedPage): Promise<Landing> {
  const { path, Page } = PAGES[which];
  const i18n = await textsIn(language);
  const parts = renderStaticParts(i18n, language, { languageMenu: which !== 'home' });
  if (which !== 'home') {
    return {
      markup: await renderAt(i18n, path, Page, SiteLayout, false),
      title: i18n.t('app.name'),
      description: i18n.t('landing:landing.metaDescription'),
      parts,
      head: '',
      lead: '',
    };
  }
  return withMemberStorage(async () => {
    const grid = await renderAt(i18n, path, () => <HomeGridMarkup i18n={i18n} />, undefined, false);
    const counts = await renderAt(i18n, path, HeaderCountsMarkup, undefined, false, headerCountsQueries());
    const texts = JSON.stringify(homeTexts(i18n)).replace(/</g, '\\u003c');
    return {
      markup: await renderAt(i18n, path, Page, SiteLayout, true),
      title: i18n.t('app.name'),
      description: i18n.t('landing:landing.metaDescription'),
      head: staticStyleMarkup(),
      lead: fontSampleMarkup(grid + counts),
      parts: `${parts}<template id="home-grid-part">${grid}</template><template id="header-counts-part">${counts}</template><script type="application/json" id="home-texts">${texts}</script>`,
    };
  });
}
