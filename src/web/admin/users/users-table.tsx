import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { UserListProps } from './use-user-columns.js';
import { UserActionsMenu } from './user-actions-menu.js';
import { UserNameLink } from './user-name-link.js';
import { displayNameOf } from '../shared/user-view.js';

/** The wide-screen list; narrower screens get {@link UserCards}, so nothing scrolls sideways there. */
export function UsersTable({ caption, users, columns, from, onOpen, onDelete }: UserListProps) {
  const { t } = useTranslation('admin');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 200 }}>{t('users.name')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
            <TableCell align="right">{t('users.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => {
            const name = displayNameOf(user);
            return (
              <TableRow key={user.id} hover>
                <TableCell>
                  <UserNameLink user={user} name={name} from={from} />
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.key} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {column.value(user)}
                  </TableCell>
                ))}
                <TableCell align="right">
                  <UserActionsMenu user={user} name={name} onOpen={onOpen} onDelete={onDelete} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
