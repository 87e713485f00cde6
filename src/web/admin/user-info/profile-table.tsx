import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRecord } from '../../../contract/users.js';
import { formatDate, formatInr, formatTime, NOT_AVAILABLE } from '../../lib/format.js';
import { formatInstant, textOf } from '../shared/format.js';
import { useLanguage } from '../shared/use-language.js';
import { PROFILE_GROUPS, type ProfileField, type ProfileGroup } from './profile-fields.js';

function groupOf(user: UserRecord, source: ProfileGroup['source']): Record<string, unknown> {
  if (source === 'account') return user;
  return user.userDetails?.[source] ?? {};
}

/** Label and value for every field of the profile, group by group, with 'NA' for what is missing. */
export function ProfileTable({ user, caption }: { user: UserRecord; caption: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();

  const render = (field: ProfileField, raw: unknown): ReactNode => {
    const value = textOf(raw);
    if (!value) return NOT_AVAILABLE;
    switch (field.kind) {
      case 'choice':
        return t(`values.${value}`, { defaultValue: value });
      case 'date':
        return formatDate(value, language);
      case 'instant':
        return formatInstant(value, language);
      case 'time':
        return formatTime(value, language);
      case 'income':
        return formatInr(value);
      case 'weight':
        return /^\d+$/.test(value) ? t('units.kg', { value }) : value;
      case 'phone':
        return <Link href={`tel:${value}`}>{value}</Link>;
      case 'email':
        return <Link href={`mailto:${value}`}>{value}</Link>;
      default:
        return value;
    }
  };

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={caption}>
        {PROFILE_GROUPS.map((group) => {
          const values = groupOf(user, group.source);
          return (
            <TableBody key={group.source}>
              <TableRow>
                <TableCell
                  component="th"
                  scope="rowgroup"
                  colSpan={2}
                  sx={{ bgcolor: 'action.hover', fontWeight: 700, color: 'primary.dark' }}
                >
                  {t(`groups.${group.source}`)}
                </TableCell>
              </TableRow>
              {group.fields.map((field) => (
                <TableRow key={field.key}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ width: { xs: '45%', sm: '40%' }, color: 'text.secondary', fontWeight: 500, verticalAlign: 'top' }}
                  >
                    {t(`fields.${field.key}`)}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{render(field, values[field.key])}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          );
        })}
      </Table>
    </TableContainer>
  );
}
