import type { InterestState } from '../../contract/users.js';
import type { InterestRow } from './repository.js';

/** An interest as one of its two members may know it: to its sender a decline stays PENDING. */
export function interestAsSeenBy(viewerId: string, row: InterestRow): InterestState {
  const direction = row.senderId === viewerId ? 'SENT' : 'RECEIVED';
  const live = row.status === 'WITHDRAWN' ? 'PENDING' : row.status;
  return { id: row.id, direction, status: direction === 'SENT' && live === 'DECLINED' ? 'PENDING' : live };
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
