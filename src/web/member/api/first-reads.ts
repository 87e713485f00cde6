import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { renderScope } from '../../lib/render-scope.js';

type Reads = (client: QueryClient, url: URL) => Promise<unknown>[];

/**
 * A route's loader that, on the server, reads what its page draws first into the render's cache,
 * so the page's first HTML holds it and the browser's first render draws it from the same
 * answers. In the browser it reads nothing: the page's own queries read as they always have.
 * `visitorReads` are read for a visitor too. A read that fails leaves its part to the browser, which draws it as it loads.
 */
export function readFirst(reads: Reads, visitorReads: Reads = () => []) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const scope = renderScope();
    if (!scope) return null;
    const url = new URL(request.url);
    await Promise.all([...visitorReads(scope.queryClient, url), ...(scope.signedIn.user ? reads(scope.queryClient, url) : [])]);
    return null;
  };
}
