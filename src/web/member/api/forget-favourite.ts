import type { z } from 'zod';
import type { favouriteChangeResponse } from '../../../contract/favourites.js';
import type { MemberIdBody } from '../../../contract/privacy.js';
import { api } from '../../lib/api.js';

/** POST /api/user/favourites/remove: a favourite leaves the server's list too (see favourites-sync.ts). */
export async function forgetFavourite(userId: string): Promise<z.infer<typeof favouriteChangeResponse>['data']> {
  return (await api<z.infer<typeof favouriteChangeResponse>>('/user/favourites/remove', { body: { userId } satisfies MemberIdBody })).data;
}
