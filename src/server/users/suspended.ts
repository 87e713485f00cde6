import { forbidden } from '../http/errors.js';

/**
 * A suspended member keeps their account (they can read why, fix their profile, or delete it),
 * but no call that shows them other members, or lets them act on one, answers them.
 */
export function refuseSuspended(member: { suspendedAt: Date | null }): void {
  if (member.suspendedAt) throw forbidden('ACCOUNT_SUSPENDED');
}
