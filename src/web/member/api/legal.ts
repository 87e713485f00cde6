import type { ConsentBody } from '../../../contract/legal.js';
import type { SignIns } from '../../../contract/my-data.js';
import type { GrievanceInput } from '../../../contract/grievances.js';
import { api, ApiError, authHeaders, API_BASE } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

export function acceptConsent(body: ConsentBody) {
  return api<Envelope<{ policyVersion: string; message: string }>>('/user/consent', { body });
}

export function markSafetyNoticeSeen() {
  return api<Envelope<{ message: string }>>('/user/safetyNotice', { body: {} });
}

/** Sent with the member's token when signed in, so the complaint stays with their account. */
export function fileGrievance(body: GrievanceInput) {
  return api<Envelope<{ ticket: string; dueAt: string; message: string }>>('/grievance', { body });
}

export const signInsQuery = {
  queryKey: ['member', 'sign-ins'] as const,
  queryFn: () => api<Envelope<SignIns>>('/user/signIns').then((answer) => answer.data),
};

export function signOutOthers() {
  return api<Envelope<{ signedOut: number; message: string }>>('/user/signOutOthers', { body: {} });
}

/**
 * Downloads the member's data as a zip. The token goes in a header (never in an address), so the
 * file is fetched here and handed to the browser as a download.
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
