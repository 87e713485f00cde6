import { confirmEmailLink } from '../../../contract/endpoints/verification.js';
import { call } from '../../lib/api.js';

/** The mailed link's key; works without signing in (see confirm-email-page.tsx). */
export async function confirmEmail(key: string) {
  return (await call(confirmEmailLink, { body: { key } })).data;
}
