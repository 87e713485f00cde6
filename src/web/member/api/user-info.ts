import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userInfoResponse } from '../../../contract/users.js';
import { api } from '../../lib/api.js';
import { rememberUser } from '../session/session-store.js';
import type { Envelope } from './envelope.js';

/** The member's own record, with where they stand (notices, subscription). */
export type UserInfo = z.infer<typeof userInfoResponse>['data'];

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
