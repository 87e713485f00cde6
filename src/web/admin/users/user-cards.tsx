import { FactGrid } from '../../ui/fact-grid.js';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { UserListProps } from './use-user-columns.js';
import { UserActionsMenu } from './user-actions-menu.js';
import { UserNameLink } from './user-name-link.js';
import { displayNameOf } from '../shared/user-view.js';

/** The list on a phone: one card per user with the table's columns as labelled pairs. */
export function UserCards({ caption, users, columns, from, onOpen, onDelete }: UserListProps) {
  return (
    <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {users.map((user) => {
        const name = displayNameOf(user);
        return (
          <Paper component="li" key={user.id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <UserNameLink user={user} name={name} from={from} />
              <UserActionsMenu user={user} name={name} onOpen={onOpen} onDelete={onDelete} />
            </Stack>
            <FactGrid facts={columns.map((column) => ({ key: column.key, label: column.label, value: column.value(user) }))} />
          </Paper>
        );
      })}
    </Stack>
  );
}
