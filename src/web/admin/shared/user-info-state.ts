import type { UserRecord } from '../../../contract/users.js';

/**
 * The detail screen shows the record the list already holds (SPEC section 2: passed from the list,
 * not fetched by id), together with where to return when there is no history to go back through.
 */
export interface UserInfoState {
  user: UserRecord;
  from: string;
}

export function readUserInfoState(state: unknown): UserInfoState | null {
  const candidate = state as Partial<UserInfoState> | null;
  const user = candidate?.user;
  if (!user || typeof user !== 'object' || typeof user.id !== 'string') return null;
  return { user, from: typeof candidate.from === 'string' ? candidate.from : '' };
}
