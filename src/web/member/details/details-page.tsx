import Call from '@mui/icons-material/Call';
import Flag from '@mui/icons-material/Flag';
import Mail from '@mui/icons-material/Mail';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { UserRecord } from '../../../contract/users.js';
import { formatDate, formatInr, orNotAvailable } from '../../lib/format.js';
import { languageOf } from '../../lib/i18n.js';
import { paths } from '../../lib/paths.js';
import { VerifiedBadge } from '../../ui/verified-badge.js';
import { useStanding } from '../api/user-info.js';
import { FavouriteButton } from '../favourites/favourite-button.js';
import { FraudWarning, VerifiedOnlyNote } from '../legal/safety-lines.js';
import { FALLBACK_PHOTO, field, fullName } from '../profile/profile-view.js';
import { detailSections } from './detail-rows.js';
import { DetailSection } from './detail-section.js';

const ReportDialog = lazy(() => import('./report-dialog.js').then((m) => ({ default: m.ReportDialog })));

function profileFrom(state: unknown): UserRecord | null {
  const profile = (state as { profile?: UserRecord } | null)?.profile;
  return profile && typeof profile === 'object' && typeof profile._id === 'string' ? profile : null;
}

/** One profile, handed over by the card that was opened; without one, back to the listing. */
export function DetailsPage() {
  const { t, i18n } = useTranslation('member');
  const profile = profileFrom(useLocation().state);
  const [reporting, setReporting] = useState(false);
  // A suspended member sees nobody: the home page says why.
  const suspended = Boolean(useStanding()?.suspension);
  if (!profile || suspended) return <Navigate to={paths.home} replace />;

  const language = languageOf(i18n.resolvedLanguage);
  const name = fullName(profile);
  const photo = profile.photoDetails?.profilePhoto || profile.photoDetails?.thumbnail || FALLBACK_PHOTO;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '360px 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 80 }, overflow: 'hidden' }}>
          <Box sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={photo}
              alt={t('card.photoAlt', { name })}
              onError={(event: React.SyntheticEvent<HTMLImageElement>) => {
                if (!event.currentTarget.src.endsWith(FALLBACK_PHOTO)) event.currentTarget.src = FALLBACK_PHOTO;
              }}
              sx={{ width: '100%', aspectRatio: '4 / 5', objectFit: 'cover', display: 'block', bgcolor: '#f3e6ea' }}
            />
            <Tooltip title={t('details.report')}>
              <IconButton
                aria-label={t('details.report')}
                onClick={() => setReporting(true)}
                sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper', '&:hover': { bgcolor: '#fdeef3' } }}
              >
                <Flag color="error" />
              </IconButton>
            </Tooltip>
            <Box sx={{ position: 'absolute', bottom: 8, right: 8 }}>
              <FavouriteButton profile={profile} name={name} />
            </Box>
          </Box>
        </Paper>

        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <FraudWarning />
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
              {name}
            </Typography>
            {profile.identityVerified && (
              <Box sx={{ mt: 1 }}>
                <VerifiedBadge size="medium" />
              </Box>
            )}
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 0.5 }}>
              {[
                [t('profile.fields.city'), orNotAvailable(field(profile, 'addressDetails', 'city'))],
                [t('details.yearlyIncome'), formatInr(field(profile, 'basicDetails', 'income'))],
                [t('profile.fields.dateOfBirth'), formatDate(field(profile, 'personalDetails', 'dateOfBirth'), language)],
              ].map(([label, value]) => (
                <Box key={label} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}:
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                startIcon={<Mail />}
                href={profile.email ? `mailto:${profile.email}` : undefined}
                disabled={!profile.email}
              >
                {t('details.mail')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<Call />}
                href={profile.mobileNumber ? `tel:${profile.mobileNumber}` : undefined}
                disabled={!profile.mobileNumber}
              >
                {t('details.callNow')}
              </Button>
            </Box>
            <VerifiedOnlyNote sx={{ mt: 2 }} />
          </Paper>
          {detailSections(profile, t, language).map((section) => (
            <DetailSection key={section.id} {...section} />
          ))}
        </Box>
      </Box>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog profileId={profile._id} name={name} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </Container>
  );
}
