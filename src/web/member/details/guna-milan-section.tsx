import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GunaMilanAnswer } from '../../../contract/horoscope/answer.js';

/**
 * Guna milan between the viewer and the profile: the eight kootas with their points and the
 * total out of 36, then each dosha with the cancellation (parihara) that applies beside it, never
 * folded into the points; and a note that it is a traditional guide.
 */
export function GunaMilanSection({ match }: { match: GunaMilanAnswer }) {
  const { t } = useTranslation('profile');
  return (
    <Paper component="section" variant="outlined" aria-labelledby="guna-milan-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography id="guna-milan-title" variant="h6" component="h2" sx={{ fontWeight: 700, color: 'primary.dark' }}>
          {t('gunaMilan.title')}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.25rem' }} data-testid="guna-milan-total">
          {t('gunaMilan.total', { points: match.total, max: match.max })}
        </Typography>
      </Box>
      <Box
        component="table"
        sx={{ width: '100%', borderCollapse: 'collapse', '& th, & td': { py: 0.75, borderBottom: 1, borderColor: 'divider' } }}
      >
        <Box component="thead">
          <tr>
            <Typography component="th" variant="body2" color="text.secondary" sx={{ textAlign: 'start' }}>
              {t('gunaMilan.koota')}
            </Typography>
            <Typography component="th" variant="body2" color="text.secondary" sx={{ textAlign: 'end' }}>
              {t('gunaMilan.points')}
            </Typography>
          </tr>
        </Box>
        <tbody>
          {match.kootas.map((koota) => (
            <tr key={koota.koota}>
              <Typography component="td">{t(`gunaMilan.kootas.${koota.koota}`)}</Typography>
              <Typography component="td" sx={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                {t('gunaMilan.of', { points: koota.points, max: koota.max })}
              </Typography>
            </tr>
          ))}
        </tbody>
      </Box>
      <Box component="ul" sx={{ pl: 0, listStyle: 'none', mt: 2, mb: 0, display: 'grid', gap: 1 }} aria-label={t('gunaMilan.doshas')}>
        {match.doshas.length === 0 && <Typography component="li">{t('gunaMilan.noDosha')}</Typography>}
        {match.doshas.map((finding) => (
          <Typography component="li" key={finding.dosha}>
            <Box component="strong" sx={{ color: finding.cancelledBy ? 'text.primary' : 'error.main' }}>
              {t(`gunaMilan.dosha.${finding.dosha}`)}
            </Box>
            {' — '}
            {finding.cancelledBy
              ? t('gunaMilan.cancelled', { rule: t(`gunaMilan.cancellations.${finding.cancelledBy}`) })
              : t('gunaMilan.notCancelled')}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('gunaMilan.note')}
      </Typography>
    </Paper>
  );
}
