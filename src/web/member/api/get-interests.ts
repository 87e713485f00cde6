import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InterestTab, interestListResponse } from '../../../contract/interests.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

export const interestsQuery = (tab: InterestTab, page: number) =>
  queryOptions({
    queryKey: memberKeys.interestPage(tab, page),
    queryFn: async ({ signal }) =>
      (await api<z.infer<typeof interestListResponse>>(`/user/interests?tab=${tab}&page=${page}`, { signal })).data,
  });

/** GET /api/user/interests: one page of one tab (received, sent, accepted). */
export function useInterests(tab: InterestTab, page = 1) {
  return useQuery(interestsQuery(tab, page));
}
