import type { z } from 'zod';
import type { recordPaymentBody } from '../../contract/admin-payments.js';
import { recordAdminAction, type AdminActor } from '../audit/record.js';
import { hasPgCode, UNIQUE_VIOLATION } from '../db/errors.js';
import { conflict, notFound } from '../http/errors.js';
import { findUserByMobile } from '../users/repository.js';
import { completeInTransaction, sendReceipt, type PaymentDeps } from './complete.js';
import { manualGateway } from './manual-gateway.js';
import { findOpenPayment, insertPendingPayment, lockMember } from './repository.js';

type Recorded = z.output<typeof recordPaymentBody>;

/**
 * Money received at the office (cash, or UPI to the office's account), recorded by an
 * administrator against a member. It completes the member's open office payment if there is one
 * (the one "Register and Pay" left waiting), or a new one, with the amount received; the member
 * gets a year, a receipt number and the receipt mail, and the activity log the administrator's
 * name. A method and reference already recorded are refused, so a double click records one payment.
 */
export async function recordOfficePayment(deps: PaymentDeps, actor: AdminActor, input: Recorded) {
  const member = await findUserByMobile(deps.db, input.mobileNumber);
  if (!member) throw notFound('USER_NOT_FOUND');
  let result;
  try {
    result = await deps.db.transaction(async (tx) => {
      await lockMember(tx, member.id);
      const open =
        (await findOpenPayment(tx, member.id, manualGateway.name)) ??
        (await insertPendingPayment(tx, { userId: member.id, provider: manualGateway.name, amountPaise: input.amountInr }));
      const done = await completeInTransaction(
        tx,
        { paymentId: open.id },
        { method: input.method, reference: input.reference, recordedBy: actor.adminId, amountPaise: input.amountInr },
      );
      const payment = done!.payment;
      await recordAdminAction(tx, actor, {
        action: 'RECORD_PAYMENT',
        target: { id: member.id, label: member.fullName ?? member.mobileNumber },
        detail: {
          paymentId: payment.id,
          amountPaise: payment.amountPaise,
          method: payment.method,
          reference: payment.reference,
          receiptNo: payment.receiptNo,
        },
      });
      return payment;
    });
  } catch (error) {
    // The only unique value an office payment brings is its method and reference.
    if (hasPgCode(error, UNIQUE_VIOLATION)) throw conflict('PAYMENT_REFERENCE_TAKEN');
    throw error;
  }
  await sendReceipt(deps, result);
  return {
    paymentId: result.id,
    receiptNo: result.receiptNo,
    subscriptionUntil: result.periodEnd?.toISOString() ?? null,
    message: 'Payment recorded',
  };
}
