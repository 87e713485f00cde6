import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markInterestsSeen as markSeen } from '../../../contract/endpoints/interests.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** The received interests have been looked at. */
async function markInterestsSeen() {
  return (await call(markSeen)).data;
}

/** Marks them seen, then the header's count is asked for again. */
export function useMarkInterestsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInterestsSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.activity() }),
  });
}
