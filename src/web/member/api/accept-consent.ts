import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ConsentBody, consentResponse } from '../../../contract/legal.js';
import { api } from '../../lib/api.js';
import { MEMBER_QUERY_ROOT } from './query-keys.js';

/** POST /api/user/consent: the member accepts the policies in force. */
async function acceptConsent(body: ConsentBody): Promise<z.infer<typeof consentResponse>['data']> {
  return (await api<z.infer<typeof consentResponse>>('/user/consent', { body })).data;
}

/** Accepts, then asks again for everything: what was held back for want of consent may be shown now. */
export function useAcceptConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT }),
  });
}
