import { z } from 'zod';
import { ok } from './envelope.js';
import { noBody } from './fields.js';
import { siteInfo } from './legal.js';

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

/** Public settings the web app shows (the annual fee on the registration form). */
/** What the web app shows before anyone signs in: the fee, and who runs the service and how to reach them. */
export const publicConfigResponse = ok(siteInfo.extend({ annualFeeInr: z.number() }));

/** The one-time code a payment provider returns the payer with (SPEC's `token` query parameter). */
export const paymentReturnBody = z.strictObject({ code: z.string().min(1).max(200) });

/** A member session for the paying account. */
export const paymentReturnResponse = ok(z.object({ token: z.string() }));
