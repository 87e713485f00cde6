import { RENEWAL_REMINDER_DAYS } from '../../contract/payments.js';
import type { MemberStanding } from '../../contract/standing.js';
import type { Config } from '../config.js';
import { DAY_MS } from '../../contract/dates.js';

/**
 * What decides whether a subscription matters right now: the fee (with 0 nothing is paid and
 * nothing expires) and the moment of asking. Passed to every rule that depends on it, so a
 * listing, a member's standing and a sweep all judge by the same clock.
 */
export interface SubscriptionTerms {
  annualFeeInr: number;
  now: Date;
}

export function subscriptionTerms(config: Pick<Config, 'ANNUAL_FEE_INR'>, now: Date = new Date()): SubscriptionTerms {
  return { annualFeeInr: config.ANNUAL_FEE_INR, now };
}

/** Whether a member with this subscription end may be listed and browse: always, when there is no fee. */
export function subscriptionActive(until: Date | null, terms: SubscriptionTerms): boolean {
  return terms.annualFeeInr === 0 || (until !== null && until.getTime() > terms.now.getTime());
}

/** The member's subscription as their standing tells it. */
export function subscriptionStanding(until: Date | null, terms: SubscriptionTerms): MemberStanding['subscription'] {
  const required = terms.annualFeeInr > 0;
  const active = subscriptionActive(until, terms);
  const endsSoon = until !== null && until.getTime() - terms.now.getTime() <= RENEWAL_REMINDER_DAYS * DAY_MS;
  return { required, until: until?.toISOString() ?? null, active, renewalDue: required && active && endsSoon };
}
