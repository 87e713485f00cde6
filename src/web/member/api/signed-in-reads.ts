import type { QueryClient } from '@tanstack/react-query';
import { hasLiveSession } from '../../lib/api.js';
import { MEMBER_QUERY_ROOT } from './query-keys.js';

/**
 * A member's reads need the member's live session. Without one (signed out, account deleted,
 * while the leaving page still renders) they wait instead of asking the server for a 401. Checked
 * each time a read would start, so it holds for a page that does not render again.
 */
export function whenSignedIn(enabled = true): () => boolean {
  return () => enabled && hasLiveSession('user');
}

/** Makes every query under the member root wait for a live session, unless it says otherwise. */
export function guardMemberReads(client: QueryClient): void {
  client.setQueryDefaults(MEMBER_QUERY_ROOT, { enabled: whenSignedIn() });
}
