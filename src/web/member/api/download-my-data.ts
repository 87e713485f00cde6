import { downloadMyData as myData } from '../../../contract/endpoints/my-data.js';
import { addressOf, ApiError } from '../../lib/api.js';
import { saveAsDownload } from '../../lib/download.js';

/**
 * The member's data as a zip, fetched in the member's session (its cookie) and handed to the
 * browser as a download, so a failure can be told in the page.
 */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(addressOf(myData));
  } catch {
    throw new ApiError(0, null, 'network');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, body, 'download failed');
  }
  await saveAsDownload(response, 'my-data.zip');
}
