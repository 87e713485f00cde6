import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptConsent as accept } from '../../../contract/endpoints/legal.js';
import type { ConsentBody } from '../../../contract/legal.js';
import { call } from '../../lib/api.js';
import { MEMBER_QUERY_ROOT } from './query-keys.js';

/** The member accepts the policies in force. */
async function acceptConsent(body: ConsentBody) {
  return (await call(accept, { body })).data;
}

/** Accepts, then asks again for everything: what was held back for want of consent may be shown now. */
export function useAcceptConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_ROOT }),
  });
}
