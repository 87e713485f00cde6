import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { UserRecord } from '../../../contract/users.js';
import { paths } from '../../lib/paths.js';
import { MemberChips } from '../shared/member-chips.js';
import type { UserInfoState } from '../shared/user-info-state.js';
import { initialOf, thumbnailOf } from '../shared/user-view.js';

interface UserNameLinkProps {
  user: UserRecord;
  name: string;
  from: string;
}

/** Photo and name, with where the member stands; the name opens the profile, the photo is decoration beside it. */
export function UserNameLink({ user, name, from }: UserNameLinkProps) {
  const state: UserInfoState = { user, from };
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar src={thumbnailOf(user)} alt="" sx={{ width: 44, height: 44, bgcolor: 'primary.light' }}>
        {initialOf(name)}
      </Avatar>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={paths.admin.userInfo} state={state} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Link>
        <MemberChips user={user} />
      </Stack>
    </Stack>
  );
}
