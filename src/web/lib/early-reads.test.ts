import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetEarlyReads, startEarlyRead, takeEarlyRead } from './early-reads.js';
import { queryClient } from './query-client.js';

const LISTING = JSON.stringify({ page: 1, gender: 'Female' });

describe('early reads', () => {
  let now = 0;
  let sent: string[];

  beforeEach(() => {
    now = 0;
    sent = [];
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal('fetch', (address: string, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${address}`);
      return Promise.resolve(new Response('{}'));
    });
  });

  afterEach(() => {
    // Nothing left for the next test.
    forgetEarlyReads();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('stops the read when the call that took it is given up', () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal('fetch', (_address: string, init?: RequestInit) => {
      if (init?.signal) signals.push(init.signal);
      return new Promise<Response>(() => undefined);
    });
    void startEarlyRead('/user/activity', 'token');
    const given = new AbortController();
    expect(takeEarlyRead('/user/activity', undefined, 'token', given.signal)).toBeDefined();
    expect(signals[0]?.aborted).toBe(false);
    given.abort();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('hands the answer to the identical call with the same token, once', async () => {
    const started = startEarlyRead('/user/info', 'token');
    expect(sent).toEqual(['GET /api/user/info']);
    expect(takeEarlyRead('/user/info', undefined, 'token')).toBe(started);
    expect(takeEarlyRead('/user/info', undefined, 'token')).toBeUndefined();
    await started;
  });

  it('hands nothing to a call with another token or another body', () => {
    void startEarlyRead('/user/info', 'token');
    void startEarlyRead('/user/getProfile', 'token', { page: 1, gender: 'Female' });
    expect(takeEarlyRead('/user/info', undefined, 'another')).toBeUndefined();
    expect(takeEarlyRead('/user/getProfile', JSON.stringify({ page: 1, gender: 'Male' }), 'token')).toBeUndefined();
    // A different listing is a read: the page's own is still there.
    expect(takeEarlyRead('/user/getProfile', LISTING, 'token')).toBeDefined();
  });

  it('hands nothing once the answer has waited too long', () => {
    void startEarlyRead('/user/info', 'token');
    now = 10_001;
    expect(takeEarlyRead('/user/info', undefined, 'token')).toBeUndefined();
  });

  it('drops every early answer once the member changes something (any mutation of the app)', async () => {
    void startEarlyRead('/user/info', 'token');
    void startEarlyRead('/user/getProfile', 'token', { page: 1, gender: 'Female' });
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.resolve() })
      .execute(undefined);
    expect(takeEarlyRead('/user/info', undefined, 'token')).toBeUndefined();
    expect(takeEarlyRead('/user/getProfile', LISTING, 'token')).toBeUndefined();
  });

  it('keeps early answers through other reads', () => {
    void startEarlyRead('/user/info', 'token');
    expect(takeEarlyRead('/config', undefined, 'token')).toBeUndefined();
    expect(takeEarlyRead('/user/info', undefined, 'token')).toBeDefined();
  });
});
