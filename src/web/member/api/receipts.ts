import { queryOptions, useQuery } from '@tanstack/react-query';
import { listReceipts } from '../../../contract/endpoints/payments.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

const receiptsQuery = queryOptions({
  queryKey: memberKeys.receipts(),
  queryFn: async () => (await call(listReceipts)).data.receipts,
});

/** The member's receipts, newest first. */
export function useReceipts() {
  return useQuery(receiptsQuery);
}
