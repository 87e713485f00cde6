import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.js';
import { PageLoader } from '../../ui/page-loader.js';
import { useUserInfo } from '../api/user-info.js';
import { ProfileForm } from '../profile-form/profile-form.js';
import { toProfileValues } from '../profile-form/profile-values.js';
import { CompletenessMeter } from '../profile/completeness-meter.js';

/**
 * The full profile form, filled with the member's saved profile; success goes home. An approved
 * member is told first that a new name, date of birth or gender sends the profile back for
 * review, and told after saving when it did.
 */
export function UpdateProfilePage() {
  const { t } = useTranslation(['member', 'standing']);
  const navigate = useNavigate();
  const info = useUserInfo();
  const approved = info.data?.status === 'ACTIVE';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('profile.updateTitle')}
      </Typography>
      {approved && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('standing.reviewNotice')}
        </Alert>
      )}
      {info.data && <CompletenessMeter record={info.data} />}
      {info.data ? (
        <ProfileForm
          key={info.data.id}
          defaultValues={toProfileValues(info.data.userDetails)}
          submitLabel={t('profile.update')}
          onSaved={() => void navigate(paths.home, { replace: true })}
          savedText={(user) => (approved && user.status === 'PENDING' ? t('standing.savedForReview') : undefined)}
        />
      ) : info.isError ? (
        <Alert severity="error">{t('toast.somethingWentWrong')}</Alert>
      ) : (
        <PageLoader label={t('common:app.loading')} />
      )}
    </Container>
  );
}
