import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ReportEntry, ReportGroup } from '../../../contract/admin-reports.js';
import { paths } from '../../lib/paths.js';
import { formatInstant } from '../../lib/format.js';
import { MemberChips } from '../shared/member-chips.js';
import { useLanguage } from '../shared/use-language.js';
import type { UserInfoState } from '../shared/user-info-state.js';
import { initialOf, thumbnailOf } from '../shared/user-view.js';

const REASON_STYLE = { bgcolor: '#f3e6ea', color: '#5c1430', fontWeight: 600 } as const;

function ReportItem({ report }: { report: ReportEntry }) {
  const { t } = useTranslation('moderation');
  const language = useLanguage();
  return (
    <Box component="li" sx={{ py: 1.5 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip
          size="small"
          sx={REASON_STYLE}
          label={report.reason ? t(`common:moderation.reportReasons.${report.reason}`) : t('reports.noReason')}
        />
        <Typography variant="body2" color="text.secondary">
          {formatInstant(report.updatedAt, language)}
        </Typography>
      </Stack>
      <Typography sx={{ mt: 0.75, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{report.description}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {report.reporter
          ? t(report.reporter.approved ? 'reports.reporter' : 'reports.reporterNotApproved', { name: report.reporter.name })
          : t('reports.reporterGone')}
      </Typography>
      {report.resolution && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t(`reports.resolution.${report.resolution}`)}
          {' · '}
          {report.resolvedBy ? t('reports.resolvedBy', { name: report.resolvedBy }) : t('reports.resolvedByOwner')}
          {report.resolvedAt ? ` · ${formatInstant(report.resolvedAt, language)}` : ''}
          {report.resolutionNote ? ` · ${report.resolutionNote}` : ''}
        </Typography>
      )}
    </Box>
  );
}

/** One reported profile: who it is, how many reported it, every report, and what can be decided. */
export function ReportGroupCard({ group, from, actions }: { group: ReportGroup; from: string; actions?: ReactNode }) {
  const { t } = useTranslation('moderation');
  const language = useLanguage();
  const headingId = useId();
  const profile = group.profile;
  const state: UserInfoState | null = profile ? { user: profile, from } : null;
  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Avatar src={profile ? thumbnailOf(profile) : undefined} alt="" sx={{ width: 48, height: 48, bgcolor: 'primary.light' }}>
          {initialOf(group.label)}
        </Avatar>
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {state ? (
              <Link component={RouterLink} to={paths.admin.userInfo} state={state}>
                {group.label}
              </Link>
            ) : (
              t('reports.deletedLabel', { name: group.label })
            )}
          </Typography>
          {group.raisedAt && (
            <Chip
              size="small"
              color="error"
              label={t('reports.raised')}
              title={t('reports.raisedHint')}
              sx={{ alignSelf: 'flex-start', fontWeight: 700 }}
            />
          )}
          {profile && <MemberChips user={profile} />}
          <Typography variant="body2">
            {t('reports.reporters', { count: group.reporterCount, approved: group.approvedReporterCount })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('reports.latest', { when: formatInstant(group.latestAt, language) })}
          </Typography>
        </Stack>
      </Stack>
      <Divider sx={{ mt: 1.5 }} />
      <Box component="ul" aria-label={t('reports.listLabel', { name: group.label })} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {group.reports.map((report) => (
          <ReportItem key={report.id} report={report} />
        ))}
      </Box>
      {actions && (
        <>
          <Divider sx={{ mb: 1.5 }} />
          {actions}
        </>
      )}
    </Paper>
  );
}
