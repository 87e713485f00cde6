import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangeEmailBody, emailChangedResponse } from '../../../contract/verification.js';
import { api } from '../../lib/api.js';

/** POST /api/user/changeEmail: a new address, confirmed with the password; verification starts again for it. */
async function changeEmail(body: ChangeEmailBody): Promise<z.infer<typeof emailChangedResponse>['data']> {
  return (await api<z.infer<typeof emailChangedResponse>>('/user/changeEmail', { body })).data;
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
