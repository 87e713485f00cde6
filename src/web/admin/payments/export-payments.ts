import type { AdminPaymentsFilter } from '../../../contract/admin-payments.js';
import { API_BASE, ApiError, authHeaders } from '../../lib/api.js';
import { saveAsDownload } from '../../lib/download.js';
import { endAdminSession } from '../session/end-admin-session.js';

/**
 * GET /api/admin/payments/export: the filtered payments as a CSV file, fetched with the admin's
 * header (a link would put the token in an address) and handed to the browser as a download.
 */
export async function downloadPaymentsCsv(filter: AdminPaymentsFilter): Promise<void> {
  const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const response = await fetch(`${API_BASE}/admin/payments/export?${query.toString()}`, { headers: authHeaders('admin') });
  if (response.status === 401) endAdminSession('expired', true);
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null), 'export failed');
  await saveAsDownload(response, 'payments.csv');
}
