import { z } from 'zod';
import { issuedToken, ok } from './envelope.js';
import { noBody } from './fields.js';
import { siteInfo } from './legal.js';
import { LANGUAGES } from './limits.js';

export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How the money came: nothing to pay, online through Razorpay, or at the office in cash or by UPI. */
export const PAYMENT_METHODS = ['FREE', 'RAZORPAY', 'CASH', 'UPI'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What an administrator may record as received at the office. */
export const OFFLINE_METHODS = ['CASH', 'UPI'] as const;

/** How the web app collects a fee above 0: at the office only, or also online through Razorpay. */
const PAYMENT_PROVIDERS = ['free', 'manual', 'razorpay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** One payment buys this long a subscription. */
export const SUBSCRIPTION_MONTHS = 12;
/** The reminder mail goes this many days before a subscription ends. */
export const RENEWAL_REMINDER_DAYS = 7;

export const PAISE_PER_RUPEE = 100;

/** makePayment takes no input: the payer is the token's user and the fee is the configured one. */
export const makePaymentBody = noBody;

/** What the browser needs to open Razorpay Checkout for an order the server created. */
const razorpayCheckout = z.object({
  provider: z.literal('razorpay'),
  /** The public key id; the secret never leaves the server. */
  keyId: z.string(),
  orderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  /** Checkout's script (checkout.razorpay.com unless configured otherwise). */
  scriptUrl: z.string(),
  prefill: z.object({ email: z.string(), contact: z.string() }),
});
export type RazorpayCheckout = z.infer<typeof razorpayCheckout>;

export const paymentResponse = ok(
  z.object({
    paymentId: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    amountInr: z.number(),
    subscriptionUntil: z.string().nullable(),
    /** Where to send the payer to pay, for a hosted page. */
    redirectUrl: z.string().optional(),
    /** Set when the payer pays online in Razorpay Checkout, opened on this page. */
    checkout: razorpayCheckout.optional(),
    message: z.string(),
  }),
);

/**
 * What the web app shows before anyone signs in: the fee, how it is collected and the office's
 * instructions; who runs the service and how to reach them; and how many days an identity
 * document is kept after its review (0: deleted within the hour).
 */
export const publicConfigResponse = ok(
  siteInfo.extend({
    annualFeeInr: z.number(),
    paymentProvider: z.enum(PAYMENT_PROVIDERS),
    /** How to pay at the office (cash, UPI id, bank details), in each language; null when not set. */
    paymentInstructions: z.record(z.enum(LANGUAGES), z.string()).nullable(),
    idDocumentRetentionDays: z.number(),
  }),
);
export type PublicConfig = z.infer<typeof publicConfigResponse>['data'];

/** The one-time code a payment provider returns the payer with (SPEC's `token` query parameter). */
export const paymentReturnBody = z.strictObject({ code: z.string().min(1).max(200) });

/** A member session for the paying account. */
export const paymentReturnResponse = ok(z.object({ token: issuedToken }));

/** What Razorpay Checkout hands the page after a successful payment, passed on unchanged. */
export const paymentVerifyBody = z.strictObject({
  razorpay_order_id: z.string().regex(/^order_\w{1,40}$/),
  razorpay_payment_id: z.string().regex(/^pay_\w{1,40}$/),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/i),
});
export type PaymentVerifyBody = z.infer<typeof paymentVerifyBody>;

export const paymentVerifyResponse = ok(
  z.object({
    status: z.literal('COMPLETED'),
    subscriptionUntil: z.string().nullable(),
    /** SPEC's return address with a one-time code: `/payment?type=1&token=…`. */
    returnPath: z.string(),
  }),
);

/** A completed payment as its payer sees it. Amounts in paise; the app shows rupees. */
const receipt = z.object({
  paymentId: z.string(),
  receiptNo: z.number().int(),
  amountPaise: z.number().int(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  completedAt: z.string(),
});
export type Receipt = z.infer<typeof receipt>;

export const receiptsResponse = ok(z.object({ receipts: z.array(receipt) }));

/** A Razorpay webhook event: only the parts this product reads are named. */
export const razorpayWebhookEvent = z.looseObject({
  event: z.string(),
  payload: z
    .looseObject({
      payment: z
        .looseObject({
          entity: z.looseObject({
            id: z.string(),
            order_id: z.string().nullable().optional(),
            amount: z.number(),
            currency: z.string(),
            status: z.string().optional(),
          }),
        })
        .optional(),
    })
    .optional(),
});

export const webhookResponse = ok(z.object({ handled: z.boolean() }));
