import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { failureBody } from './http/error-handler.js';
import { readerLanguage } from './http/reader-language.js';

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Mali Vivah</title>
<body><h1>Mali Vivah</h1><p>The web app is not built yet: run <code>npm run build</code>.</p></body></html>`;

/**
 * Serves the built single-page app: hashed assets cached for a year (precompressed .br/.gz are
 * sent when the browser accepts them), index.html never cached, and any non-API path answered
 * with index.html so the browser's router decides what to show.
 */
export async function registerWebApp(app: FastifyInstance, webRoot?: string, { staticHome = false } = {}): Promise<void> {
  const hasBuild = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  const root = webRoot ?? '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      preCompressed: true,
      // Files are looked up per request, so a new build is served without a restart.
      wildcard: true,
      index: false,
      // Dot folders hold the build's own records (.vite/manifest.json), not the site.
      dotfiles: 'ignore',
      setHeaders(res, path) {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The landing and sign-in pages, prerendered at build time in each language, read before any
    // script arrives, in the reader's language (docs/decisions/0014-landing-page-per-language.md,
    // docs/decisions/0023-sign-in-page-prerendered.md). The sign-in page is prerendered with its
    // Login tab; any other tab is the app's.
    const prerendered = (name: 'landing' | 'auth' | 'home') => async (request: FastifyRequest, reply: FastifyReply) => {
      const language = readerLanguage(request.headers);
      const page = [`${name}-${language}.html`, `${name}-en.html`, 'index.html'].find((file) => existsSync(join(root, file)))!;
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
      if (page !== 'index.html') reply.header('content-language', page === `${name}-en.html` ? 'en' : language);
      return reply.sendFile(page);
    };
    app.get('/', { schema: { hide: true } }, prerendered('landing'));
    const auth = prerendered('auth');
    app.get('/auth', { schema: { hide: true } }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const loginTab = Object.keys(query).every((key) => key === 'tab') && (query.tab === undefined || query.tab === 'login');
      if (!loginTab) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return auth(request, reply);
    });
    // A signed-in member's home: its frame prerendered, its cards drawn by its own script from the
    // member's reads, the app loaded when the member acts (docs/decisions/0027-home-first-view-static.md).
    // The page holds nobody's data: the script reads it with the member's token.
    if (staticHome) app.get('/home', { schema: { hide: true } }, prerendered('home'));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send(failureBody('NOT_FOUND', `No such call: ${request.method} ${path}`));
    }
    // A missing asset is a 404: answering a script request with index.html would leave a stale
    // page unable to notice it should reload.
    if (path.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    if (!hasBuild) return reply.type('text/html').send(NOT_BUILT);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
