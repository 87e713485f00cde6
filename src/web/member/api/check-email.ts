import { useMutation } from '@tanstack/react-query';
import type { CheckEmailBody } from '../../../contract/password-reset.js';
import { api } from '../../lib/api.js';

/** POST /api/user/checkEmail: mails a reset code to a registered address. */
async function checkEmail(body: CheckEmailBody): Promise<void> {
  await api('/user/checkEmail', { body, auth: 'none' });
}

export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail });
}
