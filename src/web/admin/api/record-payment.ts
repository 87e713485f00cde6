import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordPaymentInput } from '../../../contract/admin-payments.js';
import { recordPayment } from '../../../contract/endpoints/admin-payments.js';
import { call } from '../../lib/api.js';
import { adminKeys } from '../shared/query-keys.js';

/** Records money received at the office; the payments list and the dashboard's income are refetched. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecordPaymentInput) => (await call(recordPayment, { body: input })).data,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.payments() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]);
    },
  });
}
