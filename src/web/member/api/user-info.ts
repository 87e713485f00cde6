import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '../../../contract/endpoint.js';
import { readOwnRecord } from '../../../contract/endpoints/accounts.js';
import type { MemberStanding } from '../../../contract/standing.js';
import type { UserRecord } from '../../../contract/users.js';
import { call } from '../../lib/api.js';
import { rememberUser } from '../session/session-store.js';
import { memberKeys } from './query-keys.js';
import { whenSignedIn } from './signed-in-reads.js';

/** The member's own record, with where they stand (notices, subscription). */
export type UserInfo = AnswerOf<typeof readOwnRecord>['data'];

/** The signed-in member's own record, kept in storage as SPEC does. */
export async function fetchUserInfo(): Promise<UserInfo> {
  const answer = await call(readOwnRecord);
  rememberUser(answer.data);
  return answer.data;
}

/** The member a token belongs to, without storing the token (the payment page asks before switching). */
export async function memberOfToken(token: string): Promise<UserRecord> {
  return (await call(readOwnRecord, {}, { bearer: token })).data;
}

export const userInfoQuery = queryOptions({
  queryKey: memberKeys.userInfo(),
  queryFn: fetchUserInfo,
  staleTime: 60_000,
});

export function useUserInfo(enabled = true) {
  return useQuery({ ...userInfoQuery, enabled: whenSignedIn(enabled) });
}

/** Where the signed-in member stands, once known. */
export function useStanding(): MemberStanding | undefined {
  return useUserInfo().data?.standing;
}

/**
 * Keeps a record the member just saved: the answer has no standing, so it joins the record already
 * cached, if any; then the server is asked again, since a save can change where the member stands
 * (a photo under review, a lost badge).
 */
export function storeOwnRecord(queryClient: QueryClient, user: UserRecord): void {
  queryClient.setQueryData<UserInfo>(userInfoQuery.queryKey, (cached) => cached && { ...cached, ...user });
  void queryClient.invalidateQueries({ queryKey: userInfoQuery.queryKey });
}
