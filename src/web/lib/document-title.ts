import { useEffect } from 'react';
import { renderScope } from './render-scope.js';

/**
 * Names the browser tab, which screen readers and tab lists say. On the server the page's
 * `<title>` is what the last component drawn asked for (the page, inside its layout), so the tab
 * is right before the script runs; in the browser it follows each screen.
 */
export function useDocumentTitle(title: string): void {
  const scope = renderScope();
  if (scope) scope.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
