import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { blockListResponse } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

const blocksQuery = queryOptions({
  queryKey: memberKeys.blocks(),
  queryFn: async ({ signal }) => (await api<z.infer<typeof blockListResponse>>('/user/blocks', { signal })).data.items,
});

/** GET /api/user/blocks: the members this member blocked, newest first. */
export function useBlocks() {
  return useQuery(blocksQuery);
}
