import { z } from 'zod';
import { isIsoDate } from './dates.js';
import { ok } from './envelope.js';
import { mobileNumber, requiredText, textOrNumber } from './fields.js';
import { OFFLINE_METHODS, PAISE_PER_RUPEE, PAYMENT_METHODS, PAYMENT_STATUSES } from './payments.js';

/** The most an office records in one payment, in rupees: far above any annual fee, below a typo's reach. */
const RECORD_AMOUNT_MAX_INR = 100_000;
export const PAYMENT_REFERENCE_MAX = 64;
/** More rows than this in one CSV means the date range should be narrower. */
export const PAYMENT_EXPORT_MAX_ROWS = 50_000;

const isoDate = z.string().trim().refine(isIsoDate, 'validation.date');

const filterFields = {
  status: z.enum(PAYMENT_STATUSES, { error: 'validation.choice' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
};
const datesInOrder = (filter: { from?: string; to?: string }) => !filter.from || !filter.to || filter.from <= filter.to;
const dateRangeIssue = { path: ['to'], message: 'validation.dateRange' };

/**
 * Which payments the CSV export holds, as its query string (other parameters, such as SPEC's
 * `token`, are left alone); dates are days in India, both ends included.
 */
export const adminPaymentsQuery = z.object(filterFields).refine(datesInOrder, dateRangeIssue);
export type AdminPaymentsFilter = z.infer<typeof adminPaymentsQuery>;

/** The admin screen's filter and page, the same filter as the export's. */
export const adminPaymentsBody = z
  .strictObject({
    ...filterFields,
    page: z.coerce.number({ error: 'validation.mustBeNumber' }).int().min(0).max(1_000_000).default(0),
  })
  .refine(datesInOrder, dateRangeIssue);
export type AdminPaymentsBody = z.input<typeof adminPaymentsBody>;

const adminPaymentRow = z.object({
  id: z.string(),
  /** Null once the member deleted their account: the payment stays for the books. */
  member: z.object({ id: z.string(), name: z.string().nullable(), mobileNumber: z.string() }).nullable(),
  amountPaise: z.number().int(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  status: z.enum(PAYMENT_STATUSES),
  /** When it completed, or when it was started for a payment not completed. */
  date: z.string(),
  receiptNo: z.number().int().nullable(),
  reference: z.string().nullable(),
  orderId: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRow>;

export const adminPaymentsResponse = ok(z.object({ rows: z.array(adminPaymentRow), page: z.number(), hasMore: z.boolean() }));

/** The export's answer: a CSV file, documented as text. */
export const paymentsCsvFile = z.string().describe('text/csv');

/** Rupees as typed, with at most two decimals ("1500", "1500.50"), turned into whole paise. */
const rupeesToPaise = textOrNumber.pipe(
  z
    .string()
    .min(1, { error: 'validation.required', abort: true })
    .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: 'validation.amount', abort: true })
    .transform((value) => {
      const [whole = '0', fraction = ''] = value.split('.');
      return Number(whole) * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0'));
    })
    .refine((paise) => paise > 0 && paise <= RECORD_AMOUNT_MAX_INR * PAISE_PER_RUPEE, 'validation.amount'),
);

/** An administrator records money received at the office against a member. */
export const recordPaymentBody = z.strictObject({
  mobileNumber,
  amountInr: rupeesToPaise,
  method: z.enum(OFFLINE_METHODS, { error: 'validation.choice' }),
  reference: requiredText(PAYMENT_REFERENCE_MAX),
});
export type RecordPaymentInput = z.input<typeof recordPaymentBody>;

export const recordPaymentResponse = ok(
  z.object({
    paymentId: z.string(),
    receiptNo: z.number().int().nullable(),
    subscriptionUntil: z.string().nullable(),
    message: z.string(),
  }),
);
