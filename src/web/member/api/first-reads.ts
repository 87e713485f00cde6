import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { renderScope } from '../../lib/render-scope.js';

type Reads = (client: QueryClient, url: URL) => Promise<unknown>[];

/**
 * A route's loader that, on the server, reads what its page draws first into the render's cache,
 * so the page's first HTML holds it and the browser's first render draws it from the same
 * answers. In the browser it reads nothing: the page's own queries read as they always have.
 * A read that fails leaves its part to the browser, which draws it as it loads.
 */
export function readFirst(reads: Reads) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const scope = renderScope();
    if (scope?.signedIn.user) await Promise.all(reads(scope.queryClient, new URL(request.url)));
    return null;
  };
}
