import { ApiError, authHeaders, API_BASE } from '../../lib/api.js';

/**
 * GET /api/user/myData: the member's data as a zip. The token goes in a header (never in an
 * address), so the file is fetched here and handed to the browser as a download.
 */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/user/myData`, { headers: authHeaders('user') });
  } catch {
    throw new ApiError(0, null, 'network');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, body, 'download failed');
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
