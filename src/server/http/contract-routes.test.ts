import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoint, type Endpoint } from '../../contract/endpoint.js';
import { route } from './route.js';

/** Every endpoint the contract declares, with the file that declares it. */
async function contractEndpoints(): Promise<{ file: string; name: string; target: Endpoint }[]> {
  const folder = new URL('../../contract/endpoints/', import.meta.url);
  const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const found = [];
  for (const file of files) {
    const module = (await import(new URL(file, folder).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value && typeof value === 'object' && 'path' in value && 'schemas' in value)
        found.push({ file, name, target: value as Endpoint });
    }
  }
  return found;
}

/** `/user/profiles/:id` as the OpenAPI document writes it. */
const documented = (path: string) => `/api${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

let t: TestApp;
let operations: Map<string, { security?: unknown[] }>;
let endpoints: Awaited<ReturnType<typeof contractEndpoints>>;

beforeAll(async () => {
  t = await createTestApp();
  const spec = t.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  operations = new Map(
    Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
    ),
  );
  endpoints = await contractEndpoints();
});
afterAll(() => t.close());

describe('the contract and the routes', () => {
  it('declares every route of the API once, and the server serves each as declared', () => {
    expect(endpoints.length).toBeGreaterThan(80);
    const keys = endpoints.map(({ target }) => `${target.method} ${documented(target.path)}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    const served = [...operations.keys()].filter((key) => key.includes(' /api/') && !key.includes(' /api/docs'));
    expect(served.filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => !operations.has(key))).toEqual([]);
  });

  it('documents a session exactly for the endpoints a session opens', () => {
    const wrong = endpoints
      .filter(({ target }) => {
        const secured = (operations.get(`${target.method} ${documented(target.path)}`)?.security?.length ?? 0) > 0;
        return secured !== (target.side !== 'open');
      })
      .map(({ file, name }) => `${file} ${name}`);
    expect(wrong).toEqual([]);
  });

  it('answers each endpoint marked fixed the same twice, setting no cookie', async () => {
    // Which endpoints may be fixed at all is route()'s rule, tested below.
    const fixed = endpoints.filter(({ target }) => target.fixed);
    expect(fixed.map(({ name }) => name)).toContain('readPublicConfig');
    for (const { target } of fixed) {
      const [first, second] = await Promise.all([0, 1].map(() => t.app.inject({ method: 'GET', url: `/api${target.path}` })));
      expect(first!.statusCode).toBe(200);
      expect(second!.body).toBe(first!.body);
      expect(first!.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses to declare as fixed a write, a signed-in read or an address that varies', async () => {
    const scope = Fastify().withTypeProvider<ZodTypeProvider>();
    const fixedAs = (method: 'GET' | 'POST', side: Endpoint['side'], path: string) =>
      route(
        scope,
        endpoint({ method, path, side, errors: [], schemas: async () => ({}), fixed: true }),
        { schema: {} },
        async () => undefined,
      );
    await expect(fixedAs('POST', 'open', '/fixed-write')).rejects.toThrow('cannot be fixed');
    await expect(fixedAs('GET', 'member', '/fixed-member')).rejects.toThrow('cannot be fixed');
    await expect(fixedAs('GET', 'open', '/fixed/:id')).rejects.toThrow('cannot be fixed');
    await scope.close();
  });

  it('turns away a call without a session on every endpoint a session opens', async () => {
    const refused = [];
    for (const { name, target } of endpoints.filter(({ target }) => target.side !== 'open')) {
      const url = `/api${target.path.replace(/:([A-Za-z]+)/g, (_, param: string) => (param === 'action' ? 'withdraw' : 'x'))}`;
      const response = await t.app.inject({ method: target.method, url, ...(target.method === 'POST' ? { payload: {} } : {}) });
      if (response.statusCode !== 401) refused.push(`${name}: ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
  });
});
