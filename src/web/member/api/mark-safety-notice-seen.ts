import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** POST /api/user/safetyNotice: the safety notices were shown (once, at the first sign-in). */
async function markSafetyNoticeSeen(): Promise<void> {
  await api('/user/safetyNotice', { body: {} });
}

export function useMarkSafetyNoticeSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSafetyNoticeSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.userInfo() }),
  });
}
