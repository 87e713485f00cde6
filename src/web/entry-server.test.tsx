import { describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from '../contract/render-api.js';
import { render, type RenderRequest } from './entry-server.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Mali Vivah</title></head><body><div id="root"></div><!--/root--></body></html>';

/** A render of `url` whose every API call gets `status`; answers what it was asked, call by call. */
async function renderWithApi(url: string, status: number, signedIn = false) {
  const asked: string[] = [];
  const fetch: ApiFetch = async (path) => {
    asked.push(path);
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => ({ success: false, data: { code: 'UNAVAILABLE', message: 'The service is unavailable' } }),
    };
  };
  const request: RenderRequest = {
    url,
    origin: 'http://localhost',
    method: 'GET',
    headers: {},
    language: 'en',
    signedIn: { user: signedIn, admin: false },
    fetch,
    textFiles: new Map(),
  };
  const answer = await render(request, TEMPLATE);
  return { answer, asked };
}

describe('a page rendered on the server when the API fails', () => {
  // The browser asks again for what the page lacks, once it runs: a second try on the server
  // would only hold the page back (a second's wait before it) for the same failure.
  it.each([500, 503])('asks each read once after a %s and draws the page without it, at once', async (status) => {
    const { answer, asked } = await renderWithApi('/', status);
    expect(answer.kind).toBe('page');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked).toEqual([...new Set(asked)]);
  });

  it('asks each of a member’s reads once too', async () => {
    const { answer, asked } = await renderWithApi('/home', 503, true);
    expect(answer.kind).toBe('page');
    expect(asked).toContain('/api/user/info');
    expect(asked).toEqual([...new Set(asked)]);
  });
});

describe('a page rendered on the server', () => {
  // The browser keeps a read for a minute after its last use (SPEC section 9). A render's reads
  // have no later use: a timer for each would keep the whole render's cache, every member's
  // cards in it, alive that minute, about 6 MB a second of pages at 150 pages a second.
  it('leaves no timer behind that would keep its reads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const { answer, asked } = await renderWithApi('/home', 503, true);
      expect(answer.kind).toBe('page');
      expect(asked.length).toBeGreaterThan(1);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
