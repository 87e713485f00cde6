import { PAYMENT_EXPORT_MAX_ROWS, type AdminPaymentRow, type AdminPaymentsFilter } from '../../contract/admin-payments.js';
import { ADMIN_PAGE_SIZE } from '../../contract/limits.js';
import type { Db } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { methodOf } from './payment-method.js';
import { listPayments, type ListedPayment } from './repository.js';
import { DAY_MS } from '../../contract/dates.js';

/** Midnight of a YYYY-MM-DD day in India (one offset all year, no daylight saving). */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The filter's days as instants: from the first day's midnight to the midnight after the last. */
function bounds(filter: AdminPaymentsFilter) {
  return {
    status: filter.status,
    since: filter.from ? indiaMidnight(filter.from) : undefined,
    before: filter.to ? new Date(indiaMidnight(filter.to).getTime() + DAY_MS) : undefined,
  };
}

function present({ payment, date, member }: ListedPayment): AdminPaymentRow {
  return {
    id: payment.id,
    member: member ? { id: member.id, name: member.fullName, mobileNumber: member.mobileNumber } : null,
    amountPaise: payment.amountPaise,
    method: methodOf(payment),
    status: payment.status,
    date: date.toISOString(),
    receiptNo: payment.receiptNo,
    reference: payment.reference ?? payment.providerRef,
    orderId: payment.orderId,
    periodStart: payment.periodStart?.toISOString() ?? null,
    periodEnd: payment.periodEnd?.toISOString() ?? null,
  };
}

/** One page of payments for the back-office, newest first; one row past the page tells if more exist. */
export async function paymentsPage(db: Db, filter: AdminPaymentsFilter & { page: number }) {
  const rows = await listPayments(db, { ...bounds(filter), offset: filter.page * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE + 1 });
  return { rows: rows.slice(0, ADMIN_PAGE_SIZE).map(present), page: filter.page, hasMore: rows.length > ADMIN_PAGE_SIZE };
}

/** Every payment the filter matches, for the CSV export; too many is a 400 asking for a narrower range. */
export async function paymentsForExport(db: Db, filter: AdminPaymentsFilter): Promise<AdminPaymentRow[]> {
  const rows = await listPayments(db, { ...bounds(filter), offset: 0, limit: PAYMENT_EXPORT_MAX_ROWS + 1 });
  if (rows.length > PAYMENT_EXPORT_MAX_ROWS) throw badRequest('EXPORT_TOO_LARGE');
  return rows.map(present);
}
