import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CSRF_COOKIE, CSRF_HEADER, SECURE_COOKIE_PREFIX, SESSION_COOKIE } from '../contract/session-cookie.js';
import { cookieValue } from './http/cookies.js';
import { readerLanguage } from './http/reader-language.js';

/** The server side of the web app's build (`vite build --ssr`, src/web/entry-server.tsx). */
interface RenderModule {
  render(request: RenderRequest, template: string): Promise<RenderAnswer>;
}
interface RenderRequest {
  url: string;
  origin: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  language: string;
  signedIn: { user: boolean; admin: boolean };
  fetch: typeof fetch;
}
type RenderAnswer =
  | { kind: 'page'; status: number; html: string; headers: [string, string][] }
  | { kind: 'redirect'; status: number; location: string; headers: [string, string][] };

/** What of the browser's request the API hears when the page it asked for reads it. */
const FORWARDED = ['cookie', 'user-agent', 'accept-language'] as const;

function csrfCookieIn(jar: Map<string, string>, side: 'member' | 'admin'): string | undefined {
  const name = CSRF_COOKIE[side];
  return jar.get(`${SECURE_COOKIE_PREFIX}${name}`) ?? jar.get(name);
}

const hasCookie = (header: string | undefined, name: string) =>
  cookieValue(header, `${SECURE_COOKIE_PREFIX}${name}`) !== undefined || cookieValue(header, name) !== undefined;

/**
 * The API answered in-process for one page's render, as the browser's own calls would be: with
 * its cookies and address. Cookies the API sets or clears on the way (a session found ended) go
 * out with the page.
 */
function apiFor(app: FastifyInstance, request: FastifyRequest, setCookies: string[]): typeof fetch {
  // Like a browser, the render keeps what the API sets: a form that signs in reads on as the member.
  const jar = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name = '', ...value] = part.split('=');
    if (name.trim()) jar.set(name.trim(), value.join('=').trim());
  }
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    // The page's own reads, made by this server for the page it renders: they pass the forgery
    // check with the session's token, as the app's calls do from a browser that names no origin.
    // Only reads run while a page renders; a form posted to a page is checked before it is
    // rendered (`pageRenderer`).
    const csrf = csrfCookieIn(jar, url.startsWith('/api/admin') ? 'admin' : 'member');
    if (csrf) headers[CSRF_HEADER] = csrf;
    for (const [name, value] of new Headers(init?.headers)) headers[name] = value;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const cookies = answer.headers['set-cookie'];
    for (const cookie of cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)]) {
      setCookies.push(cookie);
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      const cleared = attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0');
      if (cleared) jar.delete(name.trim());
      else jar.set(name.trim(), value.join('='));
    }
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * Renders the app's pages on the server (docs/decisions/0030-pages-rendered-on-the-server.md):
 * undefined when the build has no server side (`npm run build` makes one).
 */
export async function pageRenderer(app: FastifyInstance, webRoot: string) {
  const entry = join(webRoot, '../render/entry-server.js');
  const templateFile = join(webRoot, 'index.html');
  if (!existsSync(entry) || !existsSync(templateFile)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as RenderModule;
  // The page template names the build's hashed files: read again when a new client build lands.
  let template = { at: 0, html: '' };
  const currentTemplate = () => {
    const at = statSync(templateFile).mtimeMs;
    if (at !== template.at) template = { at, html: readFileSync(templateFile, 'utf8') };
    return template.html;
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const setCookies: string[] = [];
    const cookie = request.headers.cookie;
    const language = readerLanguage(request.headers);
    const answer = await module.render(
      {
        url: request.url,
        origin: `${request.protocol}://${request.host}`,
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        ),
        body: typeof request.body === 'string' ? request.body : undefined,
        language,
        signedIn: {
          user: hasCookie(cookie, SESSION_COOKIE.member) && hasCookie(cookie, CSRF_COOKIE.member),
          admin: hasCookie(cookie, SESSION_COOKIE.admin) && hasCookie(cookie, CSRF_COOKIE.admin),
        },
        fetch: apiFor(app, request, setCookies),
      },
      currentTemplate(),
    );
    for (const [name, value] of answer.headers) reply.header(name, value);
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);
    // A page is drawn for whoever asked: no shared cache may keep it.
    reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Language');
    if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
    return reply.status(answer.status).type('text/html; charset=utf-8').header('content-language', language).send(answer.html);
  };
}
