import { useEffect } from 'react';
import { renderScope } from './render-scope.js';

const NOT_INDEXED = 'noindex, nofollow';

/**
 * Keeps this page out of search engines. On the server the page's answer carries `X-Robots-Tag`
 * and its first HTML a robots meta in the head (entry-server.tsx), before any script runs; a page
 * the browser draws itself (reached inside the app) gets the same meta in the head while it shows.
 */
export function useNotIndexed(): void {
  const scope = renderScope();
  if (scope) scope.robots = NOT_INDEXED;
  useEffect(() => {
    if (document.head.querySelector('meta[name="robots"]')) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = NOT_INDEXED;
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
