import type { z } from 'zod';
import type { verifiedResponse } from '../../../contract/verification.js';
import { api } from '../../lib/api.js';

/** POST /api/user/confirmEmail: the mailed link's key; works without signing in (see confirm-email-page.tsx). */
export async function confirmEmail(key: string): Promise<z.infer<typeof verifiedResponse>['data']> {
  return (await api<z.infer<typeof verifiedResponse>>('/user/confirmEmail', { body: { key }, auth: 'none' })).data;
}
