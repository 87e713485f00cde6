import { readPublicConfig } from '../../../contract/endpoints/payments.js';
import { call } from '../../lib/api.js';

/** The annual fee and the like, as members are told them: the fee is offered as an office payment's amount. */
export const publicConfigQuery = {
  queryKey: ['admin', 'config'],
  queryFn: async () => (await call(readPublicConfig)).data,
  staleTime: Infinity,
};
