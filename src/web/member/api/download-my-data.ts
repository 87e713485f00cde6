import { ApiError, authHeaders, API_BASE } from '../../lib/api.js';
import { saveAsDownload } from '../../lib/download.js';

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
  await saveAsDownload(response, 'my-data.zip');
}
