import { queryOptions } from '@tanstack/react-query';
import type { BlockedMember, MemberIdBody } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';
import type { Envelope } from './envelope.js';

export const blocksQuery = queryOptions({
  queryKey: ['member', 'blocks'],
  queryFn: ({ signal }) => api<Envelope<{ items: BlockedMember[] }>>('/user/blocks', { signal }).then((a) => a.data.items),
});

export function blockMember(userId: string) {
  return api<Envelope<{ message: string }>>('/user/blocks', { body: { userId } satisfies MemberIdBody });
}

export function unblockMember(userId: string) {
  return api<Envelope<{ message: string }>>('/user/blocks/remove', { body: { userId } satisfies MemberIdBody });
}
