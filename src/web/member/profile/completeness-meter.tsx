import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { profileCompleteness, type CompletenessPart } from '../../../contract/completeness.js';
import type { UserRecord } from '../../../contract/users.js';
import { paths } from '../../lib/paths.js';

/** Where each thing to add is filled in: the photo page, or the profile form's group. */
const WHERE: Record<CompletenessPart, string> = {
  photo: paths.updatePhoto,
  preferences: '#partner-legend',
  horoscope: '#basic-legend',
  family: '#family-legend',
  career: '#basic-legend',
  diet: '#basic-legend',
};

/**
 * The bar, with the share in words for a screen reader. Drawn with a Box, not MUI's LinearProgress:
 * the account menu, which every page may open, carries it.
 */
export function CompletenessBar({ percent, label }: { percent: number; label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      sx={{ height: 8, borderRadius: 4, bgcolor: '#ecd3dc', overflow: 'hidden' }}
    >
      <Box sx={{ width: `${percent}%`, height: '100%', bgcolor: 'primary.main' }} />
    </Box>
  );
}

/**
 * How much of the member's own profile is filled, and the next three things to add, each a link to
 * where it is filled in (contract/completeness.ts). On the member's profile form.
 */
export function CompletenessMeter({ record }: { record: Pick<UserRecord, 'photoDetails' | 'userDetails'> }) {
  const { t } = useTranslation('member');
  const { percent, next } = profileCompleteness(record);
  const title = t('completeness.title', { percent });
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="completeness-title"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, display: 'grid', gap: 1.5 }}
    >
      <Typography id="completeness-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <CompletenessBar percent={percent} label={title} />
      {next.length === 0 ? (
        <Typography color="text.secondary">{t('completeness.done')}</Typography>
      ) : (
        <Box>
          <Typography color="text.secondary">{t('completeness.next')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {next.map((part) => (
              <li key={part}>
                {WHERE[part].startsWith('#') ? (
                  <Link href={WHERE[part]}>{t(`completeness.parts.${part}`)}</Link>
                ) : (
                  <Link component={RouterLink} to={WHERE[part]}>
                    {t(`completeness.parts.${part}`)}
                  </Link>
                )}
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
