import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.js';
import { readAdminToken } from '../session/admin-token.js';
import { endAdminSession } from '../session/end-admin-session.js';
import { ADMIN_QUERY_ROOT } from '../shared/query-keys.js';

/**
 * Identity documents are private: the admin's token goes in a header, never in an address that
 * could end up in a link, a new tab's history or a server log.
 */
async function fetchDocument(url: string, signal: AbortSignal): Promise<Blob> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${readAdminToken() ?? ''}` },
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
