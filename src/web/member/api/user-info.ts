import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberStanding } from '../../../contract/standing.js';
import type { UserRecord } from '../../../contract/users.js';
import { api } from '../../lib/api.js';
import { rememberUser } from '../session/session-store.js';
import type { Envelope } from './envelope.js';

/**
 * The member's own record with where they stand. A record another call answered (a saved profile)
 * may stand in for it until the next read, without the standing.
 */
type UserInfo = UserRecord & { standing?: MemberStanding };

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
