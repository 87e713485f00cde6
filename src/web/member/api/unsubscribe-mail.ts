import { useMutation } from '@tanstack/react-query';
import { unsubscribeMail as follow } from '../../../contract/endpoints/notifications.js';
import type { UnsubscribeAnswer } from '../../../contract/privacy.js';
import { call } from '../../lib/api.js';

/** A mail's one-click link; no sign-in, the code is the authority. */
async function unsubscribeMail(code: string): Promise<UnsubscribeAnswer> {
  return (await call(follow, { query: { code } })).data;
}

export function useUnsubscribeMail() {
  return useMutation({ mutationFn: unsubscribeMail });
}
