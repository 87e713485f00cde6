import { queryOptions } from '@tanstack/react-query';
import type { UserRecord } from '../../../contract/users.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

/** One profile, fresh: what its owner lets this member see now, and the interest between them. */
export const profileDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: ['member', 'profile', id],
    queryFn: ({ signal }) => api<Envelope<UserRecord>>(`/user/profiles/${encodeURIComponent(id)}`, { signal }).then((a) => a.data),
    retry: false,
  });
