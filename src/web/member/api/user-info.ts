import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MemberStanding } from '../../../contract/standing.js';
import type { UserRecord } from '../../../contract/users.js';
import { api } from '../../lib/api.js';
import { rememberUser } from '../session/session-store.js';
import type { Envelope } from './envelope.js';

/** The member's own record with where they stand (notices, what to fix); see contract/standing.ts. */
export type UserInfo = UserRecord & { standing?: MemberStanding };

export async function fetchUserInfo(): Promise<UserInfo> {
  const answer = await api<Envelope<UserInfo>>('/user/info');
  rememberUser(answer.data);
  return answer.data;
}

export const userInfoQuery = queryOptions({
  queryKey: ['member', 'user-info'],
  queryFn: fetchUserInfo,
  staleTime: 60_000,
  retry: false,
});

export function useUserInfo(enabled = true) {
  return useQuery({ ...userInfoQuery, enabled });
}

/** Where the signed-in member stands, once known. */
export function useStanding(): MemberStanding | undefined {
  return useUserInfo().data?.standing;
}

/**
 * Keeps a record the member just saved (the save answers without the standing), then asks the
 * server again, since a save can change where they stand (a photo under review, a lost badge).
 */
export function storeOwnRecord(queryClient: QueryClient, user: UserRecord): void {
  queryClient.setQueryData<UserInfo>(userInfoQuery.queryKey, (previous) => ({ ...user, standing: previous?.standing }));
  void queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey });
}
