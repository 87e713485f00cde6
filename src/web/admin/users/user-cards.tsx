import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, m: 0, mt: 1.5 }}>
              {columns.map((column) => (
                <div key={column.key}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {column.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {column.value(user)}
                  </Typography>
                </div>
              ))}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
