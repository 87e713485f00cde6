import { describe, expect, it } from 'vitest';
import { ApiError, SESSION_ENDED } from './api.js';
import { retryTransient } from './query-client.js';

const failure = (status: number) => new ApiError(status, status ? { success: false, data: { code: 'INTERNAL', message: 'x' } } : null, 'x');

describe('retryTransient', () => {
  it.each([0, 500, 502, 503])('tries a query again once after a %s (network failure, time-out or server trouble)', (status) => {
    expect(retryTransient(0, failure(status))).toBe(true);
    expect(retryTransient(1, failure(status))).toBe(false);
  });

  it.each([400, 401, 403, 404, 409, 413, 429])('never asks again after a %s: the same call gets the same answer', (status) => {
    expect(retryTransient(0, failure(status))).toBe(false);
  });

  it('does not retry a call refused on this device because its session ended', () => {
    expect(retryTransient(0, new ApiError(0, null, SESSION_ENDED))).toBe(false);
  });

  it('does not retry errors that are not the API’s (a bug in the page)', () => {
    expect(retryTransient(0, new TypeError('boom'))).toBe(false);
  });
});
