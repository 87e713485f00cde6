import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { receiptsResponse } from '../../../contract/payments.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

const receiptsQuery = queryOptions({
  queryKey: memberKeys.receipts(),
  queryFn: async () => (await api<z.infer<typeof receiptsResponse>>('/user/receipts')).data.receipts,
});

/** GET /api/user/receipts: the member's receipts, newest first. */
export function useReceipts() {
  return useQuery(receiptsQuery);
}
