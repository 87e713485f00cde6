import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { markReadResponse } from '../../../contract/notifications.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** POST /api/user/notifications/read: every notification read (none are named). */
async function markNotificationsRead(): Promise<z.infer<typeof markReadResponse>['data']> {
  return (await api<z.infer<typeof markReadResponse>>('/user/notifications/read', { body: {} })).data;
}

/** Marks them read, then the header's count is asked for again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.activity() }),
  });
}
