import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRecord } from '../../../contract/users.js';
import { api } from '../../lib/api.js';
import { rememberUser } from '../session/session-store.js';
import type { Envelope } from './envelope.js';

export async function fetchUserInfo(): Promise<UserRecord> {
  const answer = await api<Envelope<UserRecord>>('/user/info');
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
