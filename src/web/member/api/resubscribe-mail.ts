import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UnsubscribeAnswer, unsubscribeResponse } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';

/** POST /api/mail/resubscribe: undoes a one-click unsubscribe, with the same code; no sign-in. */
async function resubscribeMail(code: string): Promise<UnsubscribeAnswer> {
  return (await api<z.infer<typeof unsubscribeResponse>>(`/mail/resubscribe?code=${encodeURIComponent(code)}`, { body: {}, auth: 'none' }))
    .data;
}

export function useResubscribeMail() {
  return useMutation({ mutationFn: resubscribeMail });
}
