import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { rateLimits } from './rate-limits.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

/** Registration is limited per address: it shows whose address the server believes. */
async function registerUntilRefused(t: TestApp, headers: () => Record<string, string>, ip = '127.0.0.1') {
  const statuses: number[] = [];
  for (let i = 0; i <= rateLimits.registration.max; i += 1) {
    const res = await t.call('/user/create', { body: { email: 'bad', mobileNumber: '1', password: 'x' }, headers: headers(), ip });
    statuses.push(res.status);
  }
  return statuses;
}

let n = 0;
const forwardedFor = () => ({ 'x-forwarded-for': `192.0.2.${(n += 1) % 250}` });

describe('TRUST_PROXY', () => {
  let direct: TestApp;
  let behindProxy: TestApp;
  let behindLoopback: TestApp;
  beforeAll(async () => {
    [direct, behindProxy, behindLoopback] = await Promise.all([
      createTestApp({ rateLimits: true }),
      createTestApp({ rateLimits: true, env: { TRUST_PROXY: '127.0.0.1' } }),
      createTestApp({ rateLimits: true, env: { TRUST_PROXY: 'loopback' } }),
    ]);
  });
  afterAll(async () => {
    await direct.close();
    await behindProxy.close();
    await behindLoopback.close();
  });

  it('is off by default: a client cannot dodge a limit by writing X-Forwarded-For', async () => {
    const statuses = await registerUntilRefused(direct, forwardedFor, '198.51.100.7');
    expect(statuses.at(-1)).toBe(429);
  });

  it('believes the trusted proxy: each forwarded client has its own limit', async () => {
    const statuses = await registerUntilRefused(behindProxy, forwardedFor);
    expect(statuses.every((status) => status === 400)).toBe(true);
    const one = { 'x-forwarded-for': '192.0.2.200' };
    expect((await registerUntilRefused(behindProxy, () => one)).at(-1)).toBe(429);
  });

  it('does not believe a proxy it was not told of', async () => {
    const statuses = await registerUntilRefused(behindProxy, forwardedFor, '198.51.100.9');
    expect(statuses.at(-1)).toBe(429);
  });

  it('believes a proxy named by its range: loopback takes 127.0.0.0/8 and ::1, and nothing else', async () => {
    for (const proxy of ['127.0.0.1', '127.0.0.2', '::1']) {
      const statuses = await registerUntilRefused(behindLoopback, forwardedFor, proxy);
      expect(statuses.every((status) => status === 400)).toBe(true);
    }
    expect((await registerUntilRefused(behindLoopback, forwardedFor, '10.0.0.1')).at(-1)).toBe(429);
  });

  it('reads hop counts, address lists and range names, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'loopback,linklocal, uniquelocal,203.0.113.0/24' }).TRUST_PROXY).toEqual([
      'loopback',
      'linklocal',
      'uniquelocal',
      '203.0.113.0/24',
    ]);
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    for (const bad of ['yes', '0', '300.1.1.1', '10.0.0.0/40', 'proxy.local', 'Loopback', 'loopback,private', '::1/129', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});
