import type { Db } from '../db/client.js';
import { unauthorized } from '../http/errors.js';
import { findUserById } from '../users/repository.js';
import { chooseGateway } from './gateway.js';
import * as payments from './repository.js';

const PAISE_PER_RUPEE = 100;

export interface PaymentResult {
  paymentId: string;
  status: 'PENDING' | 'COMPLETED';
  amountInr: number;
  subscriptionUntil: string | null;
  redirectUrl?: string;
  message: string;
}

/**
 * Records the annual fee for a member and hands it to the gateway for the configured fee. A
 * member has at most one open payment per amount and gateway: calling again (a double click,
 * a return from a checkout) picks up the same one instead of recording a second debt.
 */
export async function makePayment(db: Db, annualFeeInr: number, userId: string): Promise<PaymentResult> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized('ACCOUNT_GONE');
  const gateway = chooseGateway(annualFeeInr);
  const amountPaise = annualFeeInr * PAISE_PER_RUPEE;
  const payment =
    (await payments.findOpenPayment(db, userId, gateway.name, amountPaise)) ??
    (await payments.insertPendingPayment(db, { userId, provider: gateway.name, amountPaise }));
  const outcome = await gateway.start({ paymentId: payment.id, userId, amountPaise });
  const base = { paymentId: payment.id, amountInr: amountPaise / PAISE_PER_RUPEE };
  if (outcome.status === 'COMPLETED') {
    const until = await payments.completePayment(db, payment.id, outcome.providerRef);
    return {
      ...base,
      status: 'COMPLETED',
      subscriptionUntil: until?.toISOString() ?? null,
      message: 'Payment successful, your subscription is active',
    };
  }
  if (outcome.providerRef) await payments.setProviderRef(db, payment.id, outcome.providerRef);
  return {
    ...base,
    status: 'PENDING',
    subscriptionUntil: user.subscriptionUntil?.toISOString() ?? null,
    ...(outcome.redirectUrl ? { redirectUrl: outcome.redirectUrl } : {}),
    message: 'Payment recorded, your subscription starts once the fee is received',
  };
}

/** Income in rupees from completed payments: in all, and completed since `since`. */
export async function incomeInr(db: Db, since: Date): Promise<{ total: number; since: number }> {
  const income = await payments.completedIncome(db, since);
  return { total: income.totalPaise / PAISE_PER_RUPEE, since: income.sincePaise / PAISE_PER_RUPEE };
}
