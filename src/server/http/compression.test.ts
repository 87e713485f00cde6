import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../tests/support/factories.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

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
