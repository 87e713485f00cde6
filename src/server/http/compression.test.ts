import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedMember, registerMember, userDetails } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { chooseEncoding } from './compression.js';

const BROWSER = { 'accept-encoding': 'br, gzip, deflate' };

let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  on = await createTestApp();
  off = await createTestApp({ env: { COMPRESSION: 'off' } });
});
afterAll(async () => {
  await on.close();
  await off.close();
});

describe('response compression', () => {
  it('compresses a large answer for a client that accepts it', async () => {
    const res = await on.app.inject({ method: 'GET', url: '/api/docs/json', headers: BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends, compressed and with its length, exactly the answer it sends uncompressed', async () => {
    const plain = await on.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await on.app.inject({ method: 'GET', url: '/api/docs/json', headers: BROWSER });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
    const gzip = await on.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.payload);
  });

  it('compresses a large answer off the event loop and a middling one on it, to the bytes it sends plain', async () => {
    const viewer = await approvedMember(on, userDetails({ gender: 'Male', firstName: 'Rahul' }));
    for (const firstName of ['Asha', 'Meera', 'Kavita']) await approvedMember(on, userDetails({ gender: 'Female', firstName }));
    const listing = { method: 'POST', url: `/api/user/getProfile?token=${viewer.token}`, payload: { page: 1 } } as const;
    const large = await on.app.inject({ method: 'GET', url: '/api/docs/json' });
    const middling = await on.app.inject(listing);
    expect(middling.json()).toMatchObject({ success: true, data: { count: 3 } });
    // On either side of where compression leaves the event loop (16 KB).
    expect(large.rawPayload.length).toBeGreaterThan(16 * 1024);
    expect(middling.rawPayload.length).toBeGreaterThan(1024);
    expect(middling.rawPayload.length).toBeLessThan(16 * 1024);
    for (const [plain, call] of [
      [large, { method: 'GET', url: '/api/docs/json' }],
      [middling, listing],
    ] as const) {
      const [br, gzip] = await Promise.all([
        on.app.inject({ ...call, headers: BROWSER }),
        on.app.inject({ ...call, headers: { 'accept-encoding': 'gzip' } }),
      ]);
      expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.payload);
    }
  });

  it('follows the client: brotli refused with q=0 gives gzip, identity alone gives none', async () => {
    const noBrotli = await on.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const identity = await on.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toContain('accept-encoding');
    expect(Object.keys(identity.json().paths)).toContain('/api/user/getProfile');
  });

  it('never compresses an answer under 1 KB, where it saves nothing worth its cost', async () => {
    const member = await registerMember(on);
    const listing = await on.app.inject({
      method: 'POST',
      url: `/api/user/getProfile?token=${member.token}`,
      headers: BROWSER,
      payload: { page: 1 },
    });
    expect(listing.statusCode).toBe(200);
    expect(listing.rawPayload.length).toBeLessThan(1024);
    expect(listing.headers['content-encoding']).toBeUndefined();
    expect(listing.json()).toMatchObject({ success: true, data: { count: 0 } });
    const health = await on.app.inject({ method: 'GET', url: '/api/health', headers: BROWSER });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('compresses nothing with COMPRESSION=off, for a proxy in front that does it', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/api/docs/json', headers: BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(1024);
    expect(Object.keys(res.json().paths)).toContain('/api/user/getProfile');
  });
});

describe('choosing the encoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', undefined],
    ['BR;Q=1', 'br'],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('%j gives %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
