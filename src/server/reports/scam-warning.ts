import type { DbOrTx } from '../db/client.js';
import { acceptedPartnersOf } from '../interests/service.js';
import { insertNoticesOnce } from '../notifications/service.js';
import type { UserRow } from '../users/repository.js';
import { raiseOpenReports } from './repository.js';

/**
 * A member reported `reported` for asking for money, or a fraud complaint named them
 * (docs/decisions/0047-scam-warnings-and-marked-photos.md): their open reports rise to the top
 * of the administrators' queue, and every member an accepted interest joins them to (whoever
 * sent it) gets the safety advice in the app, once per profile. The notice names the profile,
 * never who reported it; pending and declined interests get nothing. Run it in a transaction
 * holding the reported member's row (users/repository.ts `findUserForUpdate`), so two reports at
 * once still tell each member once.
 */
export async function warnOfMoneyScam(tx: DbOrTx, reported: UserRow): Promise<{ raised: number; told: string[] }> {
  const raised = await raiseOpenReports(tx, reported.id);
  const partners = (await acceptedPartnersOf(tx, reported.id)).filter((id) => id !== reported.id);
  const told = await insertNoticesOnce(tx, partners, 'SCAM_WARNING', { memberId: reported.id, name: reported.fullName ?? '' });
  return { raised, told };
}
