import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiFetch } from '../contract/render-api.js';
import { cookiesIn, CSRF_HEADER } from '../contract/session-cookie.js';
import { isFixedAnswer } from './http/fixed-answers.js';
import { hasBothSessionCookies, sessionCookieNames } from './http/session-cookie.js';
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
  fetch: ApiFetch;
  textFiles: ReadonlyMap<string, string>;
}
type RenderAnswer =
  | { kind: 'page'; status: number; html: string; headers: [string, string][] }
  | { kind: 'redirect'; status: number; location: string; headers: [string, string][] };

/** What of the browser's request the API hears when the page it asked for reads it. */
const FORWARDED = ['cookie', 'user-agent', 'accept-language'] as const;

/** An API answer as the render reads it, as a Response's: an empty body (a 204) is not JSON, and says so. */
function answerOf(status: number, payload: string): Awaited<ReturnType<ApiFetch>> {
  return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(payload) as unknown };
}

/**
 * Answers fixed while the server runs (`fixed` endpoints, http/fixed-answers.ts) by address, kept
 * from the first that came back whole: each page's render reads the public configuration, and a
 * call through Fastify costs more than the render's use of it.
 */
type KeptAnswers = Map<string, string>;

/**
 * The API answered in-process for one page's render, as the browser's own calls would be: with
 * its cookies and address. Cookies the API sets or clears on the way (a session found ended) go
 * out with the page.
 */
function apiFor(app: FastifyInstance, request: FastifyRequest, setCookies: string[], kept: KeptAnswers): ApiFetch {
  // Like a browser, the render keeps what the API sets: a form that signs in reads on as the member.
  const jar = cookiesIn(request.headers.cookie);
  return async (url, init) => {
    const fixed = (init?.method ?? 'GET') === 'GET' && isFixedAnswer(url);
    const copy = fixed ? kept.get(url) : undefined;
    if (copy !== undefined) return answerOf(200, copy);
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
    const csrf = jar.get(sessionCookieNames(request, url.startsWith('/api/admin') ? 'admin' : 'user').csrf);
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
    // Only an answer that is the same for everyone is kept: a success that set no cookie.
    if (fixed && answer.statusCode === 200 && cookies === undefined) kept.set(url, answer.payload);
    return answerOf(answer.statusCode, answer.payload);
  };
}

/**
 * The address of each texts file of the browser's build, by `language/namespace`, from the build's
 * manifest (`locales/mr/member.json` is `assets/member-<hash>.js`). Empty without one: the browser
 * then asks for the files once its code runs.
 */
function textFilesOf(webRoot: string): Map<string, string> {
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  const files = new Map<string, string>();
  if (!existsSync(manifestFile)) return files;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file?: string }>;
  for (const [source, chunk] of Object.entries(manifest)) {
    const [, key] = /^locales\/([^/]+\/[^/]+)\.json$/.exec(source) ?? [];
    if (key && chunk.file) files.set(key, `/${chunk.file}`);
  }
  return files;
}

/**
 * Renders the app's pages on the server (docs/decisions/0031-pages-rendered-on-the-server.md):
 * undefined when the build has no server side (`npm run build` makes one).
 */
export async function pageRenderer(app: FastifyInstance, webRoot: string) {
  const entry = join(webRoot, '../render/entry-server.js');
  const templateFile = join(webRoot, 'index.html');
  if (!existsSync(entry) || !existsSync(templateFile)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as RenderModule;
  // Read once, with the render module: both come from the same build, and a new build is a restart.
  const template = readFileSync(templateFile, 'utf8');
  const textFiles = textFilesOf(webRoot);
  const kept: KeptAnswers = new Map();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const setCookies: string[] = [];
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
          user: hasBothSessionCookies(request, 'user'),
          admin: hasBothSessionCookies(request, 'admin'),
        },
        fetch: apiFor(app, request, setCookies, kept),
        textFiles,
      },
      template,
    );
    for (const [name, value] of answer.headers) reply.header(name, value);
    if (setCookies.length > 0) reply.header('set-cookie', setCookies);
    // A page is drawn for whoever asked: no shared cache may keep it.
    reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Language');
    if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
    return reply.status(answer.status).type('text/html; charset=utf-8').header('content-language', language).send(answer.html);
  };
}
