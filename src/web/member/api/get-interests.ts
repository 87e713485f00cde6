import { queryOptions, useQuery } from '@tanstack/react-query';
import { listInterests } from '../../../contract/endpoints/interests.js';
import type { InterestTab } from '../../../contract/interests.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

export const interestsQuery = (tab: InterestTab, page: number) =>
  queryOptions({
    queryKey: memberKeys.interestPage(tab, page),
    queryFn: async ({ signal }) => (await call(listInterests, { query: { tab, page } }, { signal })).data,
  });

/** One page of one tab (received, sent, accepted). */
export function useInterests(tab: InterestTab, page = 1) {
  return useQuery(interestsQuery(tab, page));
}
