import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.js';

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
