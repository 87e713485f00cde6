import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '../contract/limits.js';
import { I18N_OPTIONS } from './lib/i18n.js';
import { queryDefaults } from './lib/query-client.js';
import type { ApiFetch } from '../contract/render-api.js';
import { provideRenderScope, type RenderScope } from './lib/render-scope.js';
import { AppTree } from './render/app-tree.js';
import { BOOT_DATA_ID, scriptSafeJson, type BootData } from './render/boot-data.js';
import { keepFixedTexts } from './render/kept-texts.js';
import { routes } from './router-routes.js';
import { staticStyleMarkup } from './ui/static-style.js';

/*
 * The server's side of the app: each page is rendered here by the same routes and components that
 * hydrate it in the browser (start-app.tsx). The server (src/server/web-render.ts) hands in the
 * request and an in-process `fetch` of the API carrying the request's own credentials, so a page
 * is drawn from exactly what the API would answer the browser.
 */

const scopes = new AsyncLocalStorage<RenderScope>();
provideRenderScope(() => scopes.getStore());

const locales = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const resources: Resource = {};
for (const [path, texts] of Object.entries(locales)) {
  const [, language = '', namespace = ''] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  (resources[language] ??= {})[namespace] = texts;
}
/** Every language's texts, in memory: a render never waits for a file. */
const NAMESPACES = new Set(Object.keys(resources.en ?? {}));
const allTexts = i18next.createInstance();
void allTexts.init({ ...I18N_OPTIONS, resources, ns: Object.keys(resources.en ?? {}), lng: 'en', initAsync: false });

const handler = createStaticHandler(routes);

/**
 * The browser's cache settings but two:
 * - A failed read is not tried again here: the page is drawn without it, and the browser reads it
 *   as the page runs. A second try would hold the whole page back for TanStack Query's retry delay
 *   (a second) for what is most likely the same failure.
 * - A read is not kept after the render (`gcTime` Infinity schedules no removal, TanStack's own
 *   default on a server). The browser's minute is a timer for each read, and each timer held the
 *   render's whole cache, members' cards and all, for that minute after the page was sent.
 */
const renderQueryDefaults = { ...queryDefaults, queries: { ...queryDefaults.queries, retry: false, gcTime: Infinity } };

export interface RenderRequest {
  /** Path and query, as requested. */
  url: string;
  /** The origin the browser sees, for the router's absolute URLs. */
  origin: string;
  method: string;
  headers: Record<string, string>;
  /** A form post's body, for a route's action. */
  body?: string;
  language: Language;
  signedIn: { user: boolean; admin: boolean };
  fetch: ApiFetch;
  /**
   * The address of each texts file of the browser's build, by `language/namespace` (from its
   * manifest): the page names those it used, for the browser to fetch with the app's code.
   */
  textFiles: ReadonlyMap<string, string>;
}

export type RenderAnswer =
  | { kind: 'page'; status: number; html: string; headers: [string, string][] }
  | { kind: 'redirect'; status: number; location: string; headers: [string, string][] };

/** The texts of one request: its language, with a record of the namespaces its components read. */
function textsFor(language: Language): { texts: I18n; used: Set<string> } {
  const texts = allTexts.cloneInstance({ lng: language, initAsync: false });
  const used = new Set<string>(['common']);
  // react-i18next's hooks report here each namespace they read (its own server rendering's hook).
  (texts as I18n & { reportNamespaces: unknown }).reportNamespaces = {
    addUsedNamespaces: (namespaces: readonly string[]) => namespaces.forEach((namespace) => used.add(namespace)),
    getUsedNamespaces: () => [...used],
  };
  // A key may name its namespace itself (`profile:choices.caste.…`, a card's caste): the page used
  // it too, and the browser's first render needs its texts. Every `t`, fixed ones included, calls this.
  const heard = (key: unknown) => {
    for (const each of Array.isArray(key) ? key : [key]) {
      const namespace = typeof each === 'string' ? each.slice(0, Math.max(0, each.indexOf(':'))) : '';
      if (NAMESPACES.has(namespace)) used.add(namespace);
    }
  };
  const translate = texts.t.bind(texts) as unknown as (...args: unknown[]) => unknown;
  texts.t = ((key: unknown, ...rest: unknown[]) => {
    heard(key);
    return translate(key, ...rest);
  }) as unknown as I18n['t'];
  keepFixedTexts(texts, heard);
  return { texts, used };
}

/** Text safe inside an element: the page's title is a member's name on some admin screens. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    // Kept as bytes and decoded once, not chunk by chunk: a page is a few hundred chunks.
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString());
        done();
      },
    });
    // The whole page, suspended parts included, before a byte is sent: its style sheet is
    // extracted from the finished markup.
    const stream = renderToPipeableStream(element, {
      // Whole: a large part sent apart from the page would need an inline script to put it in
      // place, which the page's CSP refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        if (!(error instanceof Error && error.message === 'aborted')) console.error(error);
      },
    });
  });
}

/** Renders the page for `request` into the built page `template` (dist/web/index.html). */
export async function render(request: RenderRequest, template: string): Promise<RenderAnswer> {
  const queryClient = new QueryClient({ defaultOptions: renderQueryDefaults });
  const { texts, used } = textsFor(request.language);
  const scope: RenderScope = {
    fetch: request.fetch,
    language: request.language,
    texts,
    queryClient,
    signedIn: request.signedIn,
    parts: new Set(),
  };
  return scopes.run(scope, async () => {
    const fetchRequest = new Request(new URL(request.url, request.origin), {
      method: request.method,
      headers: request.headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
    });
    const context = await handler.query(fetchRequest);
    if (context instanceof Response) {
      const location = context.headers.get('location') ?? '/';
      const headers = [...context.headers].filter(([name]) => name !== 'location');
      return { kind: 'redirect' as const, status: context.status, location, headers };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const styleCache = createCache({ key: 'css' });
    const styles = createEmotionServer(styleCache);
    const markup = await renderToHtml(
      <AppTree queryClient={queryClient} texts={texts} styleCache={styleCache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppTree>,
    );
    const boot: BootData = {
      language: request.language,
      texts: [...used],
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData },
      signedIn: request.signedIn,
      parts: [...scope.parts],
    };
    const textFiles = boot.texts.flatMap((namespace) => request.textFiles.get(`${request.language}/${namespace}`) ?? []);
    const css = styles.constructStyleTagsFromChunks(styles.extractCriticalToChunks(markup));
    const robots = scope.robots;
    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${request.language}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(scope.title ?? texts.t('common:app.name'))}</title>`)
      .replace('</head>', `${robots ? `<meta name="robots" content="${robots}">` : ''}${staticStyleMarkup()}${css}</head>`)
      .replace(/<div id="root">[\s\S]*?<\/div>\s*<!--\/root-->/, `<div id="root">${markup}</div>`)
      .replace(
        '</body>',
        `<script type="application/json" id="${BOOT_DATA_ID}" data-texts="${textFiles.join(' ')}">${scriptSafeJson(boot)}</script></body>`,
      );
    return { kind: 'page' as const, status: context.statusCode, html, headers: robots ? [['x-robots-tag', robots]] : [] };
  });
}
