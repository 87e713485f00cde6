import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FLAG_WINDOW_DAYS } from '../../../contract/account-limits.js';
import { formatDate } from '../../lib/format.js';
import { accountLimitsQuery } from '../api/get-account-limits.js';
import { ErrorState } from '../shared/error-state.js';
import { formatCount } from '../shared/format.js';
import { useLanguage } from '../shared/use-language.js';

/**
 * What the member's use of the limits says (docs/decisions/0046-contact-cap-and-scraping.md):
 * the flags first, then the contacts seen today and over the week, and the days a limit was met.
 */
export function AccountLimits({ userId }: { userId: string }) {
  const { t } = useTranslation('limits');
  const language = useLanguage();
  const limits = useQuery(accountLimitsQuery(userId));
  const headingId = `limits-${userId}`;
  if (limits.isError) return <ErrorState onRetry={() => void limits.refetch()} retrying={limits.isFetching} />;
  if (!limits.data) return <Skeleton variant="rounded" height={72} aria-label={t('loading')} />;
  const { contactReveals, scraping } = limits.data;
  const days = (list: { day: string; hits: number }[]) =>
    list.length === 0 ? t('none') : list.map((each) => t('dayHits', { day: formatDate(each.day, language), count: each.hits })).join(' · ');
  const rows: [string, string][] = [
    [t('today'), t('ofPerDay', { seen: formatCount(contactReveals.today), perDay: formatCount(contactReveals.perDay) })],
    [t('week', { days: FLAG_WINDOW_DAYS }), formatCount(contactReveals.week)],
    [t('capDays'), days(contactReveals.capDays)],
    [t('scrapingDays'), days(scraping.hits)],
  ];
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      {contactReveals.flagged && <Alert severity="warning">{t('flaggedContactCap', { days: contactReveals.capDays.length })}</Alert>}
      {scraping.flagged && (
        <Alert severity="warning">{t('flaggedScraping', { count: scraping.hits.reduce((sum, day) => sum + day.hits, 0) })}</Alert>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
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
    </Stack>
  );
}
