import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.js';
import { failureBody } from './http/error-handler.js';
import { forbidden, unsupported } from './http/errors.js';
import { namesThisSite } from './http/session-cookie.js';
import { pageRenderer } from './web-render.js';

/** A sign-in or registration form's fields, with room to spare; anything larger is not one of ours. */
const PAGE_FORM_LIMIT = 16 * 1024;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Mali Vivah</title>
<body><h1>Mali Vivah</h1><p>The web app is not built yet: run <code>npm run build</code>.</p></body></html>`;

/**
 * Serves the web app: hashed assets cached for a year (precompressed .br/.gz are sent when the
 * browser accepts them), and every other path not under /api rendered on the server by the app's
 * own routes, in the reader's language, for whoever is signed in (web-render.ts).
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined, config: Pick<Config, 'PUBLIC_URL'>): Promise<void> {
  const hasBuild = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      preCompressed: true,
      // One route per file, listed at start: a page's path then goes straight to its render, and
      // an asset is sent without reading its folder again on every request (the wildcard's check
      // of each path's spelling did, several times per page). A new build is a restart, as for
      // the render module and its template (web-render.ts).
      wildcard: false,
      index: false,
      // Dot folders hold the build's own records (.vite/manifest.json), not the site; index.html
      // is only the template pages are rendered into.
      dotfiles: 'ignore',
      allowedPath: (path) => path !== '/index.html',
      setHeaders(res, path) {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const renderPage = hasBuild ? await pageRenderer(app, webRoot) : undefined;
  // The site's root is a page, rendered like the rest.
  if (renderPage) app.get('/', { schema: { hide: true } }, renderPage);
  // A page's form posted before the app's script is there (sign-in, registration): a plain
  // urlencoded body, which only pages take; the API keeps answering such a body 415.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: PAGE_FORM_LIMIT },
    (request, body, done) => {
      if (isApiPath(request.url)) done(unsupported('UNSUPPORTED_MEDIA_TYPE'), undefined);
      else done(null, body);
    },
  );
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (renderPage && request.method === 'POST' && !isApiPath(path) && typeof request.body === 'string') {
      // A form another site made the browser post is refused before anything runs: it could
      // otherwise sign the visitor in to someone else's account.
      if (namesThisSite(request, config) !== true) throw forbidden('CROSS_SITE_REQUEST');
      return renderPage(request, reply);
    }
    if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send(failureBody('NOT_FOUND', `No such call: ${request.method} ${path}`));
    }
    // A missing asset is a 404: answering a script request with a page would leave a stale page
    // unable to notice it should reload.
    if (path.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    if (!renderPage) return reply.type('text/html').send(NOT_BUILT);
    return renderPage(request, reply);
  });
}
