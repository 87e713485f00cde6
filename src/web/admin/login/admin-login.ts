import type { z } from 'zod';
import type { AdminLoginBody } from '../../../contract/admin.js';
import type { loginResponse } from '../../../contract/accounts.js';
import { api, ApiError, messageOf } from '../../lib/api.js';

type LoginAnswer = z.infer<typeof loginResponse> | { success: false; data: { message: string } };

/** Thrown when the server turns the credentials down, carrying its own words for the toast. */
export class LoginRefused extends Error {}

/** POST /api/admin/login. Resolves to the admin token. */
export async function adminLogin(body: AdminLoginBody): Promise<string> {
  let answer: LoginAnswer;
  try {
    answer = await api<LoginAnswer>('/admin/login', { body, auth: 'none' });
  } catch (error) {
    // 4xx answers carry data.message (wrong password, too many attempts); others have nothing to say.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && messageOf(error.body, '')) {
      throw new LoginRefused(messageOf(error.body));
    }
    throw error;
  }
  if (!answer.success) throw new LoginRefused(answer.data.message);
  return answer.data.token;
}
