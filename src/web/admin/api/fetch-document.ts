import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.js';
import { endAdminSession } from '../session/end-admin-session.js';
import { ADMIN_QUERY_ROOT } from '../shared/query-keys.js';

/**
 * Identity documents are private: fetched in the admin's session (its cookie) and shown from
 * memory, never kept by the browser's cache.
 */
async function fetchDocument(url: string, signal: AbortSignal): Promise<Blob> {
  const response = await fetch(url, {
    signal,
    cache: 'no-store',
  });
  if (response.status === 401) endAdminSession('expired', true);
  if (!response.ok) throw new ApiError(response.status, null, 'document');
  return response.blob();
}

export const documentQuery = (url: string) =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'document', url],
    queryFn: ({ signal }) => fetchDocument(url, signal),
    // Private bytes are not worth keeping around once the profile is closed.
    gcTime: 0,
    staleTime: Infinity,
  });

/** A document is a PDF by its served type, or failing that by its name (SPEC section 2). */
export function isPdf(url: string, blob: Blob | undefined): boolean {
  if (blob?.type) return blob.type === 'application/pdf';
  return /\.pdf($|[?#])/i.test(url);
}
