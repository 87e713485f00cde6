import type { AdminPaymentsFilter } from '../../../contract/admin-payments.js';
import { pathOf } from '../../../contract/endpoint.js';
import { exportPayments } from '../../../contract/endpoints/admin-payments.js';
import { API_BASE, ApiError } from '../../lib/api.js';
import { saveAsDownload } from '../../lib/download.js';
import { endAdminSession } from '../session/end-admin-session.js';

/**
 * The filtered payments as a CSV file, fetched in the admin's session (its cookie) and handed to
 * the browser as a download, so a refusal can end the session here.
 */
export async function downloadPaymentsCsv(filter: AdminPaymentsFilter): Promise<void> {
  const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const response = await fetch(`${API_BASE}${pathOf(exportPayments)}?${query.toString()}`);
  if (response.status === 401) endAdminSession('expired', true);
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null), 'export failed');
  await saveAsDownload(response, 'payments.csv');
}
