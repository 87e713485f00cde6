import { queryOptions } from '@tanstack/react-query';
import { showProfile } from '../../../contract/endpoints/profiles.js';
import { call } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** One profile, fresh: what its owner lets this member see now, and the interest between them. */
export const profileDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: memberKeys.profileDetailsOf(id),
    queryFn: async ({ signal }) => (await call(showProfile, { params: { id } }, { signal })).data,
    retry: false,
  });
