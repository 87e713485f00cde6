import { useMutation } from '@tanstack/react-query';
import { resubscribeMail as follow } from '../../../contract/endpoints/notifications.js';
import type { UnsubscribeAnswer } from '../../../contract/privacy.js';
import { call } from '../../lib/api.js';

/** Undoes a one-click unsubscribe, with the same code; no sign-in. */
async function resubscribeMail(code: string): Promise<UnsubscribeAnswer> {
  return (await call(follow, { query: { code } })).data;
}

export function useResubscribeMail() {
  return useMutation({ mutationFn: resubscribeMail });
}
