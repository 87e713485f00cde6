import type { AdminLoginBody } from '../../../contract/admin.js';
import { adminSignIn } from '../../../contract/endpoints/admin.js';
import type { SecondStep } from '../../../contract/two-step.js';
import { call } from '../../lib/api.js';

/**
 * The password, first of two steps. Puts a session that opens only the second step into the
 * admin cookie, and resolves to which step that is; a refusal (wrong credentials, too many
 * attempts) is an ApiError whose code the page translates.
 */
export async function adminLogin(body: AdminLoginBody): Promise<SecondStep> {
  return (await call(adminSignIn, { body }, { sessionInCookie: true })).data.secondStep;
}
