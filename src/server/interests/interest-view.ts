import type { InterestItem } from '../../contract/interests.js';
import type { InterestState } from '../../contract/users.js';
import type { InterestRow } from './repository.js';

/** An interest as one of its two members may know it: to its sender a decline stays PENDING. */
export function interestAsSeenBy(viewerId: string, row: InterestRow): InterestState {
  const direction = row.senderId === viewerId ? 'SENT' : 'RECEIVED';
  const live = row.status === 'WITHDRAWN' ? 'PENDING' : row.status;
  return { id: row.id, direction, status: direction === 'SENT' && live === 'DECLINED' ? 'PENDING' : live };
}

/**
 * An interest as the interests page lists it to one of its members, but for the other member's
 * record: a declined one reads PENDING to its sender, and a PENDING one has no answer time. The
 * page and the data download both list interests through this.
 */
export function interestItemSeenBy(viewerId: string, row: InterestRow): Omit<InterestItem, 'profile'> {
  const seenAs = interestAsSeenBy(viewerId, row);
  return {
    id: row.id,
    direction: seenAs.direction,
    status: seenAs.status,
    createdAt: row.createdAt.toISOString(),
    respondedAt: seenAs.status === 'PENDING' || !row.respondedAt ? null : row.respondedAt.toISOString(),
    seen: seenAs.direction === 'SENT' || row.seenAt !== null,
  };
}

/**
 * The interest that matters between the viewer and one member when both ways are live: an
 * accepted one, else the one waiting for the viewer's answer, else the viewer's own.
 */
export function interestBetween(viewerId: string, rows: InterestRow[]): InterestState | undefined {
  const pick =
    rows.find((row) => row.status === 'ACCEPTED') ??
    rows.find((row) => row.receiverId === viewerId) ??
    rows.find((row) => row.senderId === viewerId);
  return pick ? interestAsSeenBy(viewerId, pick) : undefined;
}
