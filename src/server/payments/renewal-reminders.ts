import { PAISE_PER_RUPEE, RENEWAL_REMINDER_DAYS } from '../../contract/payments.js';
import { notify, type NotifyDeps } from '../notifications/notify.js';
import { claimRenewalReminders } from './repository.js';
import type { SubscriptionTerms } from './subscription.js';
import { DAY_MS } from '../../contract/dates.js';

/** Enough per run for any community; a backlog (after downtime) clears over the next runs. */
const REMINDER_BATCH = 500;

/**
 * Mails each member whose subscription ends within the reminder period, once per subscription
 * end: the member's row remembers which end was reminded, so later sweeps, other instances and
 * restarts send nothing more; paying moves the end, and the next one is reminded in its turn.
 * With a fee of 0 nothing expires and nobody is reminded.
 */
export async function sendRenewalReminders(deps: NotifyDeps, terms: SubscriptionTerms, renewUrl: string): Promise<number> {
  if (terms.annualFeeInr === 0) return 0;
  const due = await claimRenewalReminders(
    deps.db,
    terms.now,
    new Date(terms.now.getTime() + RENEWAL_REMINDER_DAYS * DAY_MS),
    REMINDER_BATCH,
  );
  for (const member of due) {
    await notify(deps, member.id, 'RENEWAL_DUE', {
      until: member.subscriptionUntil?.toISOString() ?? null,
      feePaise: terms.annualFeeInr * PAISE_PER_RUPEE,
      renewUrl,
    });
  }
  return due.length;
}
