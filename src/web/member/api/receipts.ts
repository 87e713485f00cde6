import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '../../../contract/payments.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

const receiptsQuery = queryOptions({
  queryKey: ['member', 'receipts'],
  queryFn: async () => (await api<Envelope<{ receipts: Receipt[] }>>('/user/receipts')).data.receipts,
});

/** GET /api/user/receipts: the member's receipts, newest first. */
export function useReceipts() {
  return useQuery(receiptsQuery);
}
