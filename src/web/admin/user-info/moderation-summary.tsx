import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewedDetail } from '../../../contract/member-review.js';
import type { UserRecord } from '../../../contract/users.js';
import { formatDate, formatInstant } from '../../lib/format.js';
import { choiceLabel } from '../../profile/present-field.js';
import { useLanguage } from '../shared/use-language.js';

/** Where the member stands in moderation, as labelled lines: only what applies. */
export function ModerationSummary({ user }: { user: UserRecord }) {
  const { t } = useTranslation('moderation');
  const language = useLanguage();
  const review = user.review;
  if (!review) return null;
  const when = (value: string | null) => (value ? formatInstant(value, language) : '');
  const rows: [string, ReactNode][] = [];
  if (user.status === 'PENDING') rows.push([t('summary.waiting'), when(review.waitingSince)]);
  if (review.reReview) {
    const shown = (field: ReviewedDetail, value: string | null) => {
      if (value === null) return t('profile:notGiven');
      if (field === 'dateOfBirth') return formatDate(value, language) ?? value;
      return field === 'gender' ? choiceLabel(t, 'gender', value) : value;
    };
    rows.push([t('summary.reReview'), when(review.reReview.since)]);
    if (review.reReview.changes.length === 0) rows.push([t('summary.changes'), t('summary.changedBack')]);
    for (const change of review.reReview.changes) {
      rows.push([
        t('summary.changed', { field: t(`profile:fields.${change.field}`) }),
        t('summary.fromTo', { approved: shown(change.field, change.approved), now: shown(change.field, change.now) }),
      ]);
    }
  }
  if (review.rejection) {
    const reason = t(`common:moderation.rejectionReasons.${review.rejection.reason}`);
    rows.push([
      user.status === 'REJECT' ? t('summary.rejected') : t('summary.lastRejection'),
      review.rejection.note ? `${reason}: ${review.rejection.note}` : reason,
    ]);
  }
  if (review.suspension) {
    const reason = review.suspension.reason ? t(`common:moderation.reportReasons.${review.suspension.reason}`) : '';
    rows.push([t('summary.suspended'), [when(review.suspension.since), reason, review.suspension.note].filter(Boolean).join(' · ')]);
  }
  if (review.reportHiddenSince) rows.push([t('summary.hidden'), when(review.reportHiddenSince)]);
  const document = review.document;
  if (document.type) rows.push([t('summary.documentType'), t(`common:moderation.documentTypes.${document.type}`)]);
  if (document.decision) {
    rows.push([
      t('summary.documentDecision'),
      [t(`identity.decision.${document.decision}`), document.decidedBy, when(document.decidedAt)].filter(Boolean).join(' · '),
    ]);
  }
  if (document.deletedAt) rows.push([t('summary.documentDeleted'), when(document.deletedAt)]);
  if (rows.length === 0) return null;
  return (
    <Box component="dl" aria-label={t('summary.title')} sx={{ m: 0, display: 'grid', gap: 0.75 }}>
      {rows.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
