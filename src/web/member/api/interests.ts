import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { InterestAction, InterestChange, InterestList, InterestTab } from '../../../contract/interests.js';
import type { MemberIdBody } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

export const interestsQuery = (tab: InterestTab, page = 1) =>
  queryOptions({
    queryKey: ['member', 'interests', tab, page],
    queryFn: ({ signal }) => api<Envelope<InterestList>>(`/user/interests?tab=${tab}&page=${page}`, { signal }).then((a) => a.data),
  });

export function sendInterest(userId: string) {
  return api<Envelope<InterestChange>>('/user/interests', { body: { userId } satisfies MemberIdBody }).then((a) => a.data);
}

export function actOnInterest(id: string, action: InterestAction) {
  return api<Envelope<InterestChange>>(`/user/interests/${id}/${action}`, { body: {} }).then((a) => a.data);
}

export function markInterestsSeen() {
  return api<Envelope<{ message: string }>>('/user/interests/seen', { body: {} });
}

/**
 * An interest changes what several screens show: the interests tabs, the header's count, the
 * profile's details and the listing's cards (each carries its interest).
 */
export async function refreshAfterInterest(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      ['member', 'interests'],
      ['member', 'activity'],
      ['member', 'profile'],
      ['member', 'profiles'],
      ['member', 'favourites'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
