import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MatchSide, MutualMatch, Verdict } from '../../../contract/match-score.js';
import { paths } from '../../lib/paths.js';

const MARK: Record<Verdict, { sign: string; color: string }> = {
  met: { sign: '✓', color: 'success.main' },
  unmet: { sign: '✗', color: 'error.main' },
  unknown: { sign: '?', color: 'text.secondary' },
};

/** One side of the match: its score, then each preference met, not met or not stated. */
function Side({
  side,
  title,
  score,
  none,
  children,
}: {
  side: MatchSide;
  title: string;
  score: string;
  none: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('profile');
  return (
    <Box component="section" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {side.of === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {none} {children}
        </Typography>
      ) : (
        <>
          <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{score}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
            {side.checks.map((check) => (
              <Box component="li" key={check.key} data-verdict={check.verdict} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                <Box component="span" aria-hidden sx={{ color: MARK[check.verdict].color, fontWeight: 700, width: '1.2em', flex: 'none' }}>
                  {MARK[check.verdict].sign}
                </Box>
                <Typography component="span" sx={{ flex: 1, minWidth: 0 }}>
                  {t(`preferences.labels.${check.key}`)}
                  {check.must && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      ({t('match.mustTag')})
                    </Typography>
                  )}
                </Typography>
                <Typography component="span" variant="body2" sx={{ color: MARK[check.verdict].color, fontWeight: 600 }}>
                  {t(`match.verdict.${check.verdict}`)}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/**
 * How the viewer and the profile meet each other's partner preferences, computed by the server:
 * the viewer's preferences checked against the profile beside the profile's checked against the
 * viewer, in two columns (one under the other on a phone).
 */
export function MatchSection({ match }: { match: MutualMatch }) {
  const { t } = useTranslation('profile');
  return (
    <Paper component="section" variant="outlined" aria-labelledby="match-title" sx={{ p: { xs: 2, sm: 3 } }} data-testid="match-section">
      <Typography id="match-title" variant="h6" component="h2" sx={{ fontWeight: 700, color: 'primary.dark', mb: 2 }}>
        {t('match.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Side side={match.yours} title={t('match.yours')} score={t('match.yoursScore', match.yours)} none={t('match.noneYours')}>
          <Link component={RouterLink} to={`${paths.updateProfile}#partner`}>
            {t('match.setYours')}
          </Link>
        </Side>
        <Side side={match.theirs} title={t('match.theirs')} score={t('match.theirsScore', match.theirs)} none={t('match.noneTheirs')} />
      </Box>
    </Paper>
  );
}
