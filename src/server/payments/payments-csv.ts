import { indiaDateAndTime } from '../../contract/dates.js';
import { PAISE_PER_RUPEE } from '../../contract/payments.js';
import type { AdminPaymentRow } from '../../contract/admin-payments.js';

const HEADERS = [
  'Receipt No',
  'Date',
  'Member',
  'Mobile Number',
  'Amount (INR)',
  'Method',
  'Status',
  'Reference',
  'Period Start',
  'Period End',
  'Order ID',
  'Payment ID',
];

/** An instant as `YYYY-MM-DD HH:mm` in India, the office's own clock. */
function indiaDateTime(iso: string | null): string {
  if (!iso) return '';
  const { date, time } = indiaDateAndTime(new Date(iso));
  return `${date} ${time}`;
}

/** Paise as rupees with two decimals, without grouping, as spreadsheets read numbers. */
const rupees = (paise: number) => (paise / PAISE_PER_RUPEE).toFixed(2);

/**
 * One CSV field: quoted when it holds a quote, comma or line break. A text a spreadsheet would
 * run as a formula (=, +, -, @ first: a member's name is their own to choose) is kept as text.
 */
function field(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The payments as CSV (RFC 4180: CRLF line ends), with a byte-order mark so spreadsheet programs
 * read Devanagari names as UTF-8. Amounts in rupees, times in India.
 */
export function paymentsCsv(rows: AdminPaymentRow[]): string {
  const lines = rows.map((row) =>
    [
      row.receiptNo,
      indiaDateTime(row.date),
      row.member?.name ?? (row.member ? '' : 'Deleted account'),
      row.member?.mobileNumber ?? '',
      rupees(row.amountPaise),
      row.method ?? '',
      row.status,
      row.reference ?? '',
      indiaDateTime(row.periodStart),
      indiaDateTime(row.periodEnd),
      row.orderId ?? '',
      row.id,
    ]
      .map(field)
      .join(','),
  );
  return `\uFEFF${[HEADERS.join(','), ...lines].join('\r\n')}\r\n`;
}
