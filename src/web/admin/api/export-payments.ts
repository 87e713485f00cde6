import type { AdminPaymentsFilter } from '../../../contract/admin-payments.js';
import { exportPayments } from '../../../contract/endpoints/admin-payments.js';
import { addressOf, ApiError } from '../../lib/api.js';
import { saveAsDownload } from '../../lib/download.js';
import { endAdminSession } from '../session/end-admin-session.js';

/**
 * The filtered payments as a CSV file, fetched in the admin's session (its cookie) and handed to
 * the browser as a download, so a refusal can end the session here.
 */
export async function downloadPaymentsCsv(filter: AdminPaymentsFilter): Promise<void> {
  // An empty field of the filter is no filter.
  const query = Object.fromEntries(Object.entries(filter).map(([name, value]) => [name, value || undefined]));
  const response = await fetch(addressOf(exportPayments, { query }));
  if (response.status === 401) endAdminSession('expired', true);
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null), 'export failed');
  await saveAsDownload(response, 'payments.csv');
}
