import { z } from 'zod';
import { ok } from './envelope.js';
import { noBody } from './fields.js';

export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;

/** makePayment takes no input: the payer is the token's user and the fee is the configured one. */
export const makePaymentBody = noBody;

export const paymentResponse = ok(
  z.object({
    paymentId: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    amountInr: z.number(),
    subscriptionUntil: z.string().nullable(),
    /** Where to send the payer to pay, when the fee is not zero. */
    redirectUrl: z.string().optional(),
    message: z.string(),
  }),
);

/**
 * Public settings the web app shows: the annual fee on the registration form, and how many days
 * an identity document is kept after its review (0: deleted within the hour) on the upload page.
 */
export const publicConfigResponse = ok(z.object({ annualFeeInr: z.number(), idDocumentRetentionDays: z.number() }));

/** The one-time code a payment provider returns the payer with (SPEC's `token` query parameter). */
export const paymentReturnBody = z.strictObject({ code: z.string().min(1).max(200) });

/** A member session for the paying account. */
export const paymentReturnResponse = ok(z.object({ token: z.string() }));
