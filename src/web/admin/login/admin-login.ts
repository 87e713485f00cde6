import type { z } from 'zod';
import type { AdminLoginBody } from '../../../contract/admin.js';
import type { loginResponse } from '../../../contract/accounts.js';
import { api, ApiError } from '../../lib/api.js';

type LoginAnswer = z.infer<typeof loginResponse> | { success: false; data: { code?: string; message: string } };

/**
 * POST /api/admin/login. Resolves to the admin token; a refusal (wrong credentials, too many
 * attempts) is an ApiError whose code the page translates.
 */
export async function adminLogin(body: AdminLoginBody): Promise<string> {
  const answer = await api<LoginAnswer>('/admin/login', { body, auth: 'none' });
  if (!answer.success) throw new ApiError(401, answer, answer.data.message);
  return answer.data.token;
}
