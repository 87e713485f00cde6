import { useMutation } from '@tanstack/react-query';
import { changeEmail as change } from '../../../contract/endpoints/verification.js';
import type { ChangeEmailBody } from '../../../contract/verification.js';
import { call } from '../../lib/api.js';

/** A new address, confirmed with the password; verification starts again for it. */
async function changeEmail(body: ChangeEmailBody) {
  return (await call(change, { body })).data;
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
