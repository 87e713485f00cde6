import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RecordPaymentInput, recordPaymentResponse } from '../../../contract/admin-payments.js';
import { adminApi } from '../shared/admin-api.js';
import { adminKeys } from '../shared/query-keys.js';

type Recorded = z.infer<typeof recordPaymentResponse>['data'];

/** POST /api/admin/payments/record; the payments list and the dashboard's income are refetched. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecordPaymentInput) => (await adminApi<{ data: Recorded }>('/admin/payments/record', { body: input })).data,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.payments() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]);
    },
  });
}
