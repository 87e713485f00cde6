import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../contract/endpoint.js';
import { ApiError, call } from './api.js';

const answer = z.object({ success: z.literal(true), data: z.object({ count: z.number() }) });
const readThings = endpoint({
  method: 'GET',
  path: '/user/things/:id/:part',
  side: 'open',
  errors: [400],
  schemas: async () => ({
    query: z.object({ page: z.number().optional(), tab: z.string() }),
    params: z.object({ id: z.string(), part: z.string() }),
    answer,
  }),
});
const saveThing = endpoint({
  method: 'POST',
  path: '/user/things',
  side: 'open',
  errors: [400],
  schemas: async () => ({ body: z.object({ name: z.string() }), answer }),
});

/** Answers every call with `body`, and keeps what was asked. */
function answering(body: unknown, status = 200) {
  const asked: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    asked.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
  // The browser's fetch: a page rendered on the server (a render scope) reads in-process instead.
  vi.stubGlobal('fetch', fetch);
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('call', () => {
  it('sends the endpoint’s method to its path, parameters encoded and the query in the address', async () => {
    const asked = answering({ success: true, data: { count: 2 } });
    const got = await call(readThings, { params: { id: 'a b', part: 'x' }, query: { tab: 'sent', page: undefined } });
    expect(got.data.count).toBe(2);
    expect(asked[0]!.url).toBe('/api/user/things/a%20b/x?tab=sent');
    expect(asked[0]!.init.method).toBe('GET');
    expect(asked[0]!.init.body).toBeUndefined();
  });

  it('posts the body as JSON', async () => {
    const asked = answering({ success: true, data: { count: 1 } });
    await call(saveThing, { body: { name: 'Asha' } });
    expect(asked[0]!.init.method).toBe('POST');
    expect(asked[0]!.init.body).toBe('{"name":"Asha"}');
  });

  it('fails loudly, in development and tests, on an answer that breaks the contract', async () => {
    answering({ success: true, data: { count: 'two' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(call(saveThing, { body: { name: 'Asha' } })).rejects.toThrow(/POST \/api\/user\/things breaks its contract: data\.count/);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('turns a refusal into an ApiError with the server’s code, without checking it as an answer', async () => {
    answering({ success: false, data: { code: 'BAD_REQUEST', message: 'no' } }, 400);
    const error: unknown = await call(saveThing, { body: { name: '' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).code).toBe('BAD_REQUEST');
  });
});
