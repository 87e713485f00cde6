import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FactGrid } from '../../ui/fact-grid.js';
import { useTranslation } from 'react-i18next';
import type { AdminPaymentRow } from '../../../contract/admin-payments.js';
import { formatPaise } from '../../../contract/money.js';
import { formatInstant } from '../../lib/format.js';
import { useLanguage } from '../shared/use-language.js';

/** Dark enough on white for small text (MUI's own warning orange is not). */
const STATUS_COLOURS = { COMPLETED: 'success.dark', PENDING: '#8a4a00', FAILED: 'error.dark' } as const;

interface Column {
  key: string;
  label: string;
  value: (row: AdminPaymentRow) => ReactNode;
  nowrap?: boolean;
}

/** The payment's columns, shared by the wide table and the phone cards. */
function useColumns(): Column[] {
  const { t } = useTranslation('admin-payments');
  const language = useLanguage();
  return [
    { key: 'date', label: t('columns.date'), value: (row) => formatInstant(row.date, language) ?? '—', nowrap: false },
    { key: 'amount', label: t('columns.amount'), value: (row) => formatPaise(row.amountPaise), nowrap: true },
    { key: 'method', label: t('columns.method'), value: (row) => (row.method ? t(`method.${row.method}`) : '—') },
    {
      key: 'status',
      label: t('columns.status'),
      value: (row) => (
        <Chip
          size="small"
          variant="outlined"
          label={t(`status.${row.status}`)}
          sx={{ color: STATUS_COLOURS[row.status], borderColor: STATUS_COLOURS[row.status], fontWeight: 600 }}
        />
      ),
    },
    { key: 'receipt', label: t('columns.receipt'), value: (row) => row.receiptNo ?? '—', nowrap: true },
    { key: 'reference', label: t('columns.reference'), value: (row) => row.reference ?? '—' },
  ];
}

function Member({ row }: { row: AdminPaymentRow }) {
  const { t } = useTranslation('admin-payments');
  if (!row.member) return <Typography color="text.secondary">{t('deletedMember')}</Typography>;
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.member.name ?? t('noName')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {row.member.mobileNumber}
      </Typography>
    </>
  );
}

/** Payments as a table on wide screens and as cards on phones, so nothing scrolls sideways. */
export function PaymentList({ rows, caption, narrow }: { rows: AdminPaymentRow[]; caption: string; narrow: boolean }) {
  const { t } = useTranslation('admin-payments');
  const columns = useColumns();
  if (narrow) {
    return (
      <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Paper component="li" key={row.id} variant="outlined" sx={{ p: 1.5 }}>
            <Member row={row} />
            <FactGrid facts={columns.map((column) => ({ key: column.key, label: column.label, value: column.value(row) }))} />
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 180 }}>{t('columns.member')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <Member row={row} />
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.key} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
