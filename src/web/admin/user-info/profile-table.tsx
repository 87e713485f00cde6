import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import type { UserRecord } from '../../../contract/users.js';
import { useProfileSections } from '../../profile/use-profile-sections.js';

/** Label and value for every field of the profile, group by group, with "not given" for what is missing. */
export function ProfileTable({ user, caption }: { user: UserRecord; caption: string }) {
  const sections = useProfileSections(user);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={caption}>
        {sections.map((section) => (
          <TableBody key={section.id}>
            <TableRow>
              <TableCell
                component="th"
                scope="rowgroup"
                colSpan={2}
                sx={{ bgcolor: 'action.hover', fontWeight: 700, color: 'primary.dark' }}
              >
                {section.title}
              </TableCell>
            </TableRow>
            {section.rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ width: { xs: '45%', sm: '40%' }, color: 'text.secondary', fontWeight: 500, verticalAlign: 'top' }}
                >
                  {row.label}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {row.href ? <Link href={row.href}>{row.text}</Link> : row.text}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        ))}
      </Table>
    </TableContainer>
  );
}
