import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';
import { endpoint } from '../contract/endpoint.js';
import { route } from './http/route.js';
import { pageRenderer } from './web-render.js';

let t: TestApp;
let root: string;

/**
 * A stand-in for the build's server side (dist/render/entry-server.js), which the browser tests
 * exercise for real: each page reads the public configuration, as the app's pages do, and a call
 * that is not fixed (the health check), and shows what it got.
 */
const RENDER_MODULE = `
export async function render(request, template) {
  const config = await request.fetch('/api/config');
  const health = await request.fetch('/api/health');
  const seen = { config: { status: config.status, body: await config.json() }, health: health.status };
  return { kind: 'page', status: 200, headers: [], html: template.replace('<!--page-->', JSON.stringify(seen)) };
}`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'mv-web-render-'));
  const webRoot = join(root, 'web');
  mkdirSync(webRoot, { recursive: true });
  mkdirSync(join(root, 'render'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html lang="en"><title>app</title><body><!--page--></body></html>');
  writeFileSync(join(root, 'render', 'entry-server.js'), RENDER_MODULE);
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

/** What the stand-in render was answered, for a page. */
function seen(html: string): { config: { status: number; body: unknown }; health: number } {
  return JSON.parse(/<body>(.*)<\/body>/.exec(html)?.[1] ?? 'null') as ReturnType<typeof seen>;
}

/** How many requests the server answered on `route`, from its metrics (loopback may read them). */
async function answered(route: string): Promise<number> {
  const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(metrics.statusCode).toBe(200);
  const line = metrics.body
    .split('\n')
    .find((each) => each.startsWith('mali_vivah_http_request_duration_seconds_count{') && each.includes(`route="${route}"`));
  return Number(line?.split(' ').pop() ?? 0);
}

describe('pages rendered on the server', () => {
  it('read the public configuration through the API once, and every page gets its answer', async () => {
    const direct = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(direct.statusCode).toBe(200);
    const healthBefore = await answered('/api/health');
    const configBefore = await answered('/api/config');
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const later = await Promise.all(
      [{ url: '/about' }, { url: '/contact' }, { url: '/home', headers: { cookie: 'mv_session=x' } }].map((page) =>
        t.app.inject({ method: 'GET', ...page }),
      ),
    );
    for (const page of [first, ...later]) {
      expect(page.statusCode).toBe(200);
      expect(seen(page.body).config).toEqual({ status: 200, body: direct.json() });
      expect(seen(page.body).health).toBe(200);
    }
    // Each page asked for the health check, which is not fixed; the configuration was asked for
    // by the first page only.
    expect((await answered('/api/health')) - healthBefore).toBe(4);
    expect((await answered('/api/config')) - configBefore).toBe(1);
  });
});

describe('a fixed answer', () => {
  /** A render module that reads `url` and shows its status, in a build folder under `root`. */
  function buildReading(url: string): string {
    const build = mkdtempSync(join(root, 'build-'));
    mkdirSync(join(build, 'web'));
    mkdirSync(join(build, 'render'));
    writeFileSync(join(build, 'web', 'index.html'), '<body><!--page--></body>');
    writeFileSync(
      join(build, 'render', 'entry-server.js'),
      `export async function render(request, template) {
        const answer = await request.fetch('${url}');
        return { kind: 'page', status: 200, headers: [], html: template.replace('<!--page-->', String(answer.status)) };
      }`,
    );
    return join(build, 'web');
  }

  it('is kept only once it came back whole: not a failure, nor an answer that set a cookie', async () => {
    const app = Fastify();
    let calls = 0;
    // A fixed endpoint that fails first, then answers with a cookie, then as it always will.
    const flaky = endpoint({ method: 'GET', path: '/fixed-for-a-test', side: 'open', errors: [], schemas: async () => ({}), fixed: true });
    await app.register(
      async (api) =>
        route(api.withTypeProvider<ZodTypeProvider>(), flaky, { schema: {} }, async (_request, reply) => {
          calls += 1;
          if (calls === 1) return reply.status(503).send({ success: false });
          if (calls === 2) reply.header('set-cookie', 'mv_lang=mr; Path=/');
          return reply.send({ success: true, data: { calls } });
        }),
      { prefix: '/api' },
    );
    const renderPage = await pageRenderer(app, buildReading('/api/fixed-for-a-test'));
    app.get('/page', renderPage!);
    const statuses = [];
    for (let page = 0; page < 5; page += 1) {
      const answer = await app.inject({ method: 'GET', url: '/page' });
      statuses.push(/<body>(\d+)<\/body>/.exec(answer.body)?.[1]);
    }
    expect(statuses).toEqual(['503', '200', '200', '200', '200']);
    // The failure and the answer with a cookie were asked again; the third answer was kept.
    expect(calls).toBe(3);
    await app.close();
  });
});
