import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';

let t: TestApp;
let app: FastifyInstance;
let webRoot: string;

/**
 * A stand-in for the build's server side (dist/render/entry-server.js), which the browser tests
 * exercise for real: it draws what the server handed it, so these tests see the server's part
 * (which requests are pages, in which language, for whom, and what goes back) through HTTP.
 */
const RENDER_MODULE = `
export async function render(request, template) {
  if (request.url === '/elsewhere') return { kind: 'redirect', status: 302, location: '/auth', headers: [] };
  const health = await request.fetch('/api/health');
  const seen = { url: request.url, method: request.method, body: request.body ?? null, language: request.language,
    signedIn: request.signedIn, api: health.status };
  return { kind: 'page', status: 200, headers: [],
    html: template.replace('<html lang="en">', '<html lang="' + request.language + '">').replace('<!--page-->', JSON.stringify(seen)) };
}`;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'mv-web-'));
  webRoot = join(root, 'web');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  mkdirSync(join(root, 'render'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html lang="en"><title>app</title><body><!--page--></body></html>');
  writeFileSync(join(webRoot, 'assets', 'app-123.js'), 'console.log(0)');
  writeFileSync(join(webRoot, 'assets', 'app-123.js.br'), 'compressed');
  // Under the build's 512 bytes (scripts/precompress.mjs): no copies beside it.
  writeFileSync(join(webRoot, 'assets', 'tiny-123.js'), 'export const tiny = 1;');
  writeFileSync(join(root, 'render', 'entry-server.js'), RENDER_MODULE);
  t = await createTestApp({ webRoot });
  app = t.app;
});
afterAll(async () => {
  await t.close();
  rmSync(join(webRoot, '..'), { recursive: true, force: true });
});

/** What the render was handed for a page request. */
function seen(body: string): {
  url: string;
  method: string;
  body: string | null;
  language: string;
  signedIn: { user: boolean };
  api: number;
} {
  return JSON.parse(/<body>(.*)<\/body>/.exec(body)?.[1] ?? 'null') as ReturnType<typeof seen>;
}

describe('the built web app', () => {
  it('renders every other path as a page, never kept by a shared cache; assets are files, and a missing one a 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const page = await app.inject({ method: 'GET', url: '/favorite?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toContain('Cookie');
    expect(seen(page.body)).toMatchObject({ url: '/favorite?x=1', method: 'GET', api: 200 });
    expect(seen((await app.inject({ method: 'GET', url: '/' })).body).url).toBe('/');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(0)');
    expect(asset.headers['cache-control']).toContain('immutable');
    const compressed = await app.inject({ method: 'GET', url: '/assets/app-123.js', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('compressed');
  });

  it('sends a file the build left uncompressed as it is, never compressing it on the way', async () => {
    const tiny = await app.inject({ method: 'GET', url: '/assets/tiny-123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export const tiny = 1;');
  });

  it('serves the files the build had when the server started: a new build is a restart, like its render module', async () => {
    writeFileSync(join(webRoot, 'assets', 'new-456.js'), 'console.log(1)');
    expect((await app.inject({ method: 'GET', url: '/assets/new-456.js' })).statusCode).toBe(404);
  });

  it('serves neither the build’s records nor the bare page template', async () => {
    mkdirSync(join(webRoot, '.vite'), { recursive: true });
    writeFileSync(join(webRoot, '.vite', 'manifest.json'), '{"index.html":{}}');
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).body).not.toContain('index.html');
    expect((await app.inject({ method: 'GET', url: '/index.html' })).body).not.toContain('<!--page-->');
  });

  it('answers a redirect of the page’s routes as a redirect', async () => {
    const answer = await app.inject({ method: 'GET', url: '/elsewhere' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/auth');
  });

  it('tells the page whether the browser holds a member’s session cookie', async () => {
    const none = await app.inject({ method: 'GET', url: '/home' });
    expect(seen(none.body).signedIn.user).toBe(false);
    const held = await app.inject({ method: 'GET', url: '/home', headers: { cookie: 'mv-session=abc; mv-csrf=def' } });
    expect(seen(held.body).signedIn.user).toBe(true);
  });
});

describe('a page in the reader’s language', () => {
  async function languageOf(headers: Record<string, string>) {
    const answer = await app.inject({ method: 'GET', url: '/', headers });
    expect(answer.statusCode).toBe(200);
    return {
      lang: /<html lang="(\w+)">/.exec(answer.body)?.[1],
      said: answer.headers['content-language'],
      rendered: seen(answer.body).language,
    };
  }

  it('is English for a browser that states no preference, or prefers English', async () => {
    expect(await languageOf({})).toEqual({ lang: 'en', said: 'en', rendered: 'en' });
    expect((await languageOf({ 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' })).lang).toBe('en');
  });

  it('is Hindi or Marathi on a first visit when the browser prefers them over English', async () => {
    expect(await languageOf({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).toEqual({ lang: 'hi', said: 'hi', rendered: 'hi' });
    expect((await languageOf({ 'accept-language': 'mr,en;q=0.5' })).lang).toBe('mr');
  });

  it('follows the language switch’s cookie over the browser’s preferences, and ignores a language the product does not speak', async () => {
    expect((await languageOf({ 'accept-language': 'hi', cookie: 'lang=mr' })).lang).toBe('mr');
    expect((await languageOf({ 'accept-language': 'hi', cookie: 'lang=fr' })).lang).toBe('hi');
  });
});

describe('a form posted to a page', () => {
  const form = 'intent=login&mobileNumber=9999999999&password=x';
  const post = (url: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

  it('reaches the page’s routes with its fields when this site posted it', async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { origin: 'http://localhost:3000' }] as Record<string, string>[]) {
      const answer = await post('/auth', { ...headers, host: 'localhost:3000' });
      expect(answer.statusCode).toBe(200);
      expect(seen(answer.body)).toMatchObject({ method: 'POST', body: form });
    }
  });

  it('is refused before anything runs when another site posted it, or the browser does not say', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://elsewhere.example' }, {}] as Record<string, string>[]) {
      const answer = await post('/auth', headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ success: false, data: { code: 'CROSS_SITE_REQUEST' } });
    }
  });

  it('is no way into the API: a form body there is still refused as a type the API does not take', async () => {
    const answer = await post('/api/user/login', { 'sec-fetch-site': 'same-origin' });
    expect(answer.statusCode).toBe(415);
  });
});
