import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ADMIN_CACHE_MS } from '../../contract/limits.js';
import { ApiError, SESSION_ENDED } from './api.js';

/** How many times a failed query is tried again. */
const RETRIES = 1;

/**
 * Whether trying a failed call again could help: a network failure or time-out (status 0) or the
 * server's own trouble (5xx). A 4xx answer says the call itself is wrong or not allowed (a refused
 * session, bad input, not found): asking again gets the same answer, later.
 */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.message === SESSION_ENDED) return false;
  return error.status === 0 || error.status >= 500;
}

export function retryTransient(failureCount: number, error: unknown): boolean {
  return failureCount < RETRIES && isTransient(error);
}

/** The cache's settings, in the browser and for each page rendered on the server. */
export const queryDefaults = {
  queries: {
    // SPEC section 9: cached data is kept this long after its last use.
    gcTime: ADMIN_CACHE_MS,
    staleTime: 30_000,
    retry: retryTransient,
    refetchOnWindowFocus: false,
  },
} satisfies DefaultOptions;

export const queryClient = new QueryClient({ defaultOptions: queryDefaults });
