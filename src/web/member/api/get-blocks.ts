import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBlocks } from '../../../contract/endpoints/blocks.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

const blocksQuery = queryOptions({
  queryKey: memberKeys.blocks(),
  queryFn: async ({ signal }) => (await call(listBlocks, {}, { signal })).data.items,
});

/** The members this member blocked, newest first. */
export function useBlocks() {
  return useQuery(blocksQuery);
}
