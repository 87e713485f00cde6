import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VISITS_KEPT_DAYS } from '../../../contract/visits.js';
import { formatIndiaDay } from '../../lib/format.js';
import { languageOf } from '../../lib/i18n.js';
import { PageLoader } from '../../ui/page-loader.js';
import { profileName } from '../../profile/profile-name.js';
import { useChooseRecordVisits } from '../api/choose-record-visits.js';
import { useVisits } from '../api/get-visits.js';
import { useSaveSettings } from '../settings/use-save-settings.js';
import { FavouriteButton } from '../favourites/favourite-button.js';
import { InterestIconButton } from '../interests/interest-icon-button.js';
import { EAGER_CARDS } from '../profile/photo-sizes.js';
import { ProfileCard } from '../profile/profile-card.js';
import { ProfileGrid } from '../profile/profile-grid.js';
import { RetryAlert } from '../../ui/retry-alert.js';

/**
 * Who opened my profile in the last 30 days, newest first, as the listing shows them: only while
 * the member shows and records visits, and only visitors who do too. Off, the page says what it
 * would show and turns it on with one click.
 */
export function VisitsPage() {
  const { t, i18n } = useTranslation('member');
  const language = languageOf(i18n.resolvedLanguage);
  const visits = useVisits();
  const { mutateAsync: choose } = useChooseRecordVisits();
  const { save, busy } = useSaveSettings();
  const turnOn = () => save(() => choose(true), { recordVisits: true }, t('privacy:settings.visits.turnedOn'));

  const body = () => {
    if (visits.isPending) return <PageLoader label={t('common:app.loading')} />;
    if (visits.isError) return <RetryAlert onRetry={() => void visits.refetch()} />;
    const { recordVisits, visits: list, reason } = visits.data;
    if (!recordVisits)
      return (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
          <Typography>{t('privacy:settings.visits.intro')}</Typography>
          <Typography color="text.secondary">{t('visits.off')}</Typography>
          <Button variant="contained" disabled={busy} sx={{ justifySelf: 'start' }} onClick={() => void turnOn()}>
            {t('privacy:settings.visits.turnOn')}
          </Button>
        </Paper>
      );
    if (reason) return <Alert severity="info">{t('visits.closed')}</Alert>;
    if (list.length === 0)
      return (
        <Typography sx={{ py: 6, textAlign: 'center', fontSize: '1.2rem' }} color="text.secondary">
          {t('visits.empty', { days: VISITS_KEPT_DAYS })}
        </Typography>
      );
    return (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('visits.intro', { days: VISITS_KEPT_DAYS })}
        </Typography>
        <ProfileGrid label={t('visits.title')}>
          {list.map(({ profile, visitedAt }, index) => (
            <ProfileCard
              key={profile._id}
              profile={profile}
              priority={index < EAGER_CARDS}
              note={t('visits.visitedOn', { date: formatIndiaDay(visitedAt, language) })}
              action={
                <>
                  <InterestIconButton profile={profile} name={profileName(profile)} />
                  <FavouriteButton profile={profile} name={profileName(profile)} />
                </>
              }
            />
          ))}
        </ProfileGrid>
      </>
    );
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('visits.title')}
      </Typography>
      {body()}
    </Container>
  );
}
