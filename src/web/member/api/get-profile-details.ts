import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { profileDetailsResponse } from '../../../contract/listing.js';
import { api } from '../../lib/api.js';
import { memberKeys } from './query-keys.js';

/** GET /api/user/profiles/:id: one profile, fresh: what its owner lets this member see now, and the interest between them. */
export const profileDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: memberKeys.profileDetailsOf(id),
    queryFn: async ({ signal }) =>
      (await api<z.infer<typeof profileDetailsResponse>>(`/user/profiles/${encodeURIComponent(id)}`, { signal })).data,
    retry: false,
  });
