import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markSafetyNoticeSeen as markSeen } from '../../../contract/endpoints/legal.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** The safety notices were shown (once, at the first sign-in). */
async function markSafetyNoticeSeen(): Promise<void> {
  await call(markSeen);
}

export function useMarkSafetyNoticeSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSafetyNoticeSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.userInfo() }),
  });
}
