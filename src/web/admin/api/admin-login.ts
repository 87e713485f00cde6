import type { z } from 'zod';
import type { AdminLoginBody } from '../../../contract/admin.js';
import type { adminLoginResponse, SecondStep } from '../../../contract/two-step.js';
import { api, ApiError } from '../../lib/api.js';

type LoginAnswer = z.infer<typeof adminLoginResponse> | { success: false; data: { code?: string; message: string } };

/**
 * POST /api/admin/login: the password, first of two steps. Puts a session that opens only the
 * second step into the admin cookie, and resolves to which step that is; a refusal (wrong
 * credentials, too many attempts) is an ApiError whose code the page translates.
 */
export async function adminLogin(body: AdminLoginBody): Promise<SecondStep> {
  const answer = await api<LoginAnswer>('/admin/login', { body, auth: 'none', sessionInCookie: true });
  if (!answer.success) throw new ApiError(401, answer, answer.data.message);
  return answer.data.secondStep;
}
