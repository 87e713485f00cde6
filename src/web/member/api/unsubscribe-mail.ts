import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UnsubscribeAnswer, unsubscribeResponse } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';

/** POST /api/mail/unsubscribe: a mail's one-click link; no sign-in, the code is the authority. */
async function unsubscribeMail(code: string): Promise<UnsubscribeAnswer> {
  return (await api<z.infer<typeof unsubscribeResponse>>(`/mail/unsubscribe?code=${encodeURIComponent(code)}`, { body: {}, auth: 'none' }))
    .data;
}

export function useUnsubscribeMail() {
  return useMutation({ mutationFn: unsubscribeMail });
}
