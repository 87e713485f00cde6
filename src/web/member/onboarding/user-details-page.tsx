import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.js';
import { renderScope } from '../../lib/render-scope.js';
import { readJson, STORAGE_KEYS } from '../../lib/storage.js';
import { useUserInfo } from '../api/user-info.js';
import { ProfileForm } from '../profile-form/profile-form.js';
import { toProfileValues } from '../profile-form/profile-values.js';
import type { UserRecord } from '../../../contract/users.js';

/** Onboarding step 1: the profile form; saving leads to the photo upload (SPEC section 4). */
export function UserDetailsPage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  // A member who comes back to this step finds what they saved before.
  // The record as read for the page (on the server too), else as stored.
  const saved = useUserInfo().data?.userDetails;
  const defaults = useMemo(
    () => toProfileValues(saved ?? (renderScope() ? null : readJson<UserRecord['userDetails']>(STORAGE_KEYS.userDetails, null))),
    // Once: the form keeps what the member types from here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('profile.onboardingTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('profile.onboardingIntro')}
      </Typography>
      <ProfileForm
        defaultValues={defaults}
        submitLabel={t('profile.saveAndContinue')}
        onSaved={() => void navigate(paths.photoUpload, { replace: true })}
      />
    </Container>
  );
}
