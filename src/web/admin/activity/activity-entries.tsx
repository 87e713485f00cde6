import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '../../../contract/admin-activity.js';
import { formatInstant } from '../../lib/format.js';
import { useLanguage } from '../shared/use-language.js';

/** The entry's reason in words: a known code translated, an administrator's note as written. */
function useReasonText() {
  const { t } = useTranslation('moderation');
  return (entry: ActivityEntry): string => {
    const parts: string[] = [];
    const { reason } = entry;
    if (reason) {
      const known =
        t(`common:moderation.rejectionReasons.${reason}`, { defaultValue: '' }) ||
        t(`common:moderation.reportReasons.${reason}`, { defaultValue: '' });
      parts.push(known || reason);
    }
    const note = entry.detail?.note;
    if (typeof note === 'string' && note && note !== reason) parts.push(note);
    const count = entry.detail?.reports;
    if (typeof count === 'number') parts.push(t('activity.reportsResolved', { count }));
    return parts.join(' · ');
  };
}

interface ActivityEntriesProps {
  entries: ActivityEntry[];
  narrow: boolean;
  caption: string;
  onMember: (member: string) => void;
}

/** Entries as a table on wide screens, as cards on phones (nothing scrolls sideways there). */
export function ActivityEntries({ entries, narrow, caption, onMember }: ActivityEntriesProps) {
  const { t } = useTranslation('moderation');
  const language = useLanguage();
  const reasonOf = useReasonText();
  const member = (entry: ActivityEntry) =>
    entry.targetLabel ? (
      <Link component="button" type="button" onClick={() => onMember(entry.targetUserId ?? entry.targetLabel!)} sx={{ textAlign: 'left' }}>
        {entry.targetLabel}
      </Link>
    ) : (
      '—'
    );

  if (narrow) {
    return (
      <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {entries.map((entry) => (
          <Paper component="li" key={entry.id} variant="outlined" sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{t(`actions.${entry.action}`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatInstant(entry.createdAt, language)}
            </Typography>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, m: 0, mt: 1 }}
            >
              {[
                [t('activity.admin'), entry.adminName ?? '—'],
                [t('activity.member'), member(entry)],
                [t('activity.reason'), reasonOf(entry) || '—'],
                [t('activity.address'), entry.address ?? '—'],
              ].map(([label, value], index) => (
                <Box key={index} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('activity.when')}</TableCell>
            <TableCell>{t('activity.admin')}</TableCell>
            <TableCell>{t('activity.action')}</TableCell>
            <TableCell>{t('activity.member')}</TableCell>
            <TableCell>{t('activity.reason')}</TableCell>
            <TableCell>{t('activity.address')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(entry.createdAt, language)}</TableCell>
              <TableCell>{entry.adminName ?? '—'}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t(`actions.${entry.action}`)}</TableCell>
              <TableCell>{member(entry)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{reasonOf(entry)}</TableCell>
              <TableCell>{entry.address ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
