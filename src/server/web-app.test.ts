import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';
import { loadConfig } from './config.js';

let t: TestApp;
let app: FastifyInstance;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'mv-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html lang="en"><title>app</title></html>');
  for (const language of ['en', 'hi', 'mr']) {
    for (const page of ['landing', 'auth', 'home']) {
      writeFileSync(
        join(webRoot, `${page}-${language}.html`),
        `<!doctype html><html lang="${language}"><title>${page} ${language}</title></html>`,
      );
    }
  }
  t = await createTestApp({ webRoot });
  app = t.app;
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('answers a missing asset with a 404, other paths with index.html, fresh assets as immutable, and not the build records', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const page = await app.inject({ method: 'GET', url: '/favorite' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>app</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    writeFileSync(join(webRoot, 'assets', 'new-456.js'), 'console.log(1)');
    const fresh = await app.inject({ method: 'GET', url: '/assets/new-456.js' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toContain('immutable');
    // The build's own records (the manifest the bundle budget reads) are not part of the site.
    mkdirSync(join(webRoot, '.vite'));
    writeFileSync(join(webRoot, '.vite', 'manifest.json'), '{"index.html":{}}');
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).body).not.toContain('index.html');
  });
});

async function landing(headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/', headers });
  expect(res.statusCode).toBe(200);
  const lang = /<html lang="(\w+)">/.exec(res.body)?.[1];
  return { lang, res };
}

/** The prerendered landing page comes in the reader's language, so nothing flashes in English first. */
describe('GET / in the reader’s language', () => {
  it('sends English to a browser that states no preference, and to one that prefers English', async () => {
    expect((await landing()).lang).toBe('en');
    expect((await landing({ 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' })).lang).toBe('en');
    expect((await landing({ 'accept-language': 'fr-FR,de;q=0.8' })).lang).toBe('en');
  });

  it('sends Hindi or Marathi on a first visit when the browser prefers them over English', async () => {
    expect((await landing({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).lang).toBe('hi');
    expect((await landing({ 'accept-language': 'mr' })).lang).toBe('mr');
    // Weights decide, not the order they are written in; q=0 means "not this one".
    expect((await landing({ 'accept-language': 'en;q=0.5, mr-IN;q=0.9' })).lang).toBe('mr');
    expect((await landing({ 'accept-language': 'mr;q=0, en;q=0.4' })).lang).toBe('en');
    expect((await landing({ 'accept-language': 'gu-IN, mr;q=0.7, en;q=0.6' })).lang).toBe('mr');
  });

  it('follows the language switch’s cookie over the browser’s preferences', async () => {
    expect((await landing({ cookie: 'lang=mr', 'accept-language': 'hi-IN,en;q=0.5' })).lang).toBe('mr');
    expect((await landing({ cookie: 'theme=dark; lang=hi', 'accept-language': 'en' })).lang).toBe('hi');
    expect((await landing({ cookie: 'lang=en', 'accept-language': 'mr' })).lang).toBe('en');
  });

  it('ignores a cookie naming a language the product does not speak', async () => {
    expect((await landing({ cookie: 'lang=fr', 'accept-language': 'hi' })).lang).toBe('hi');
    expect((await landing({ cookie: 'lang=<script>' })).lang).toBe('en');
  });

  it('says which language it sent and that the answer depends on the cookie and the languages', async () => {
    const { res } = await landing({ cookie: 'lang=hi' });
    expect(res.headers['content-language']).toBe('hi');
    expect(String(res.headers.vary)).toMatch(/Cookie/i);
    expect(String(res.headers.vary)).toMatch(/Accept-Language/i);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to English, then to the app shell, when a language’s page was not built', async () => {
    rmSync(join(webRoot, 'landing-mr.html'));
    const english = await landing({ cookie: 'lang=mr' });
    expect(english.lang).toBe('en');
    expect(english.res.headers['content-language']).toBe('en');
    rmSync(join(webRoot, 'landing-en.html'));
    expect((await landing({ cookie: 'lang=mr' })).res.body).toContain('<title>app</title>');
  });
});

/** The sign-in page is prerendered with its Login tab (docs/decisions/0023-sign-in-page-prerendered.md). */
describe('GET /auth', () => {
  it('sends the prerendered sign-in page in the reader’s language, for the Login tab', async () => {
    for (const url of ['/auth', '/auth?tab=login']) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: 'lang=mr' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>auth mr</title>');
      expect(res.headers['content-language']).toBe('mr');
      expect(String(res.headers.vary)).toMatch(/Cookie/i);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const hindi = await app.inject({ method: 'GET', url: '/auth', headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' } });
    expect(hindi.body).toContain('<title>auth hi</title>');
  });

  it('sends the app for any other tab or query, since only the Login tab is prerendered', async () => {
    for (const url of ['/auth?tab=signup', '/auth?tab=other', '/auth?tab=login&next=%2Fhome', '/auth?tab=login&tab=signup']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>app</title>');
    }
  });
});

/** A signed-in home's static first view (docs/decisions/0027-home-first-view-static.md): one file per language, nobody's data. */
describe('GET /home', () => {
  it('sends the home prerendered in the reader’s language, never cached, as the same file for everyone', async () => {
    const english = await app.inject({ method: 'GET', url: '/home' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<title>home en</title>');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toContain('Cookie');
    const marathi = await app.inject({ method: 'GET', url: '/home', headers: { cookie: 'lang=mr', authorization: 'Bearer anything' } });
    expect(marathi.body).toContain('<title>home mr</title>');
    expect(marathi.headers['content-language']).toBe('mr');
  });

  it('sends the app instead when STATIC_HOME is off', async () => {
    const off = await createTestApp({ webRoot, env: { STATIC_HOME: 'off' } });
    try {
      const page = await off.app.inject({ method: 'GET', url: '/home' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>app</title>');
    } finally {
      await off.close();
    }
  });

  it('refuses a value of STATIC_HOME that is neither on nor off', () => {
    expect(() => loadConfig({ DATA_DIR: webRoot, STATIC_HOME: 'maybe' })).toThrow(/STATIC_HOME/);
  });
});
