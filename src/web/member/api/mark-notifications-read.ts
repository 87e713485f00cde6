import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationsRead as markRead } from '../../../contract/endpoints/notifications.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** Every notification read (none are named). */
async function markNotificationsRead() {
  return (await call(markRead)).data;
}

/** Marks them read, then the header's count is asked for again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.activity() }),
  });
}
