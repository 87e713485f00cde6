import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUser as update } from '../../../contract/endpoints/accounts.js';
import type { UpdateUserBody } from '../../../contract/profile.js';
import type { UserRecord } from '../../../contract/users.js';
import { call } from '../../lib/api.js';
import { rememberUser } from '../session/session-store.js';
import { memberKeys } from './query-keys.js';
import { storeOwnRecord } from './user-info.js';

/** Saves the profile groups, or the photo details; answers the saved record. */
async function updateUser(body: UpdateUserBody): Promise<UserRecord> {
  const answer = await call(update, { body });
  const { message: _message, ...user } = answer.data;
  return user;
}

/**
 * Saves and keeps the answer as the member's record (and asks again where the member stands). The listing is refetched too: it depends on
 * the member's own profile (a changed gender shows other profiles), as do the match scores.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (user) => {
      rememberUser(user);
      storeOwnRecord(queryClient, user);
      // The match scores on cards and details pages read the member's own preferences and profile.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.profiles() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.profileDetails() }),
      ]);
    },
  });
}
