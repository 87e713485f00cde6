import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageOnly } from '../../../contract/envelope.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** POST /api/user/interests/seen: the received interests have been looked at. */
async function markInterestsSeen(): Promise<z.infer<typeof messageOnly>['data']> {
  return (await api<z.infer<typeof messageOnly>>('/user/interests/seen', { body: {} })).data;
}

/** Marks them seen, then the header's count is asked for again. */
export function useMarkInterestsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInterestsSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.activity() }),
  });
}
