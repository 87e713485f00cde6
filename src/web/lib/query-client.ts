import { QueryClient } from '@tanstack/react-query';
import { ADMIN_CACHE_MS } from '../../contract/limits.js';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // SPEC section 9: cached data is kept this long after its last use.
      gcTime: ADMIN_CACHE_MS,
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
