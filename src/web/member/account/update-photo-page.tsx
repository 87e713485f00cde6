import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.js';
import { useStanding } from '../api/user-info.js';
import { PhotoUploadForm } from '../uploads/photo-upload-form.js';

/**
 * A new profile photo; the identity document stays as it was. An approved member's new photo is
 * checked before others see it: until then they see the approved one.
 */
export function UpdatePhotoPage() {
  const { t } = useTranslation(['member', 'uploads', 'standing']);
  const navigate = useNavigate();
  const standing = useStanding();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('upload.updateTitle')}
      </Typography>
      {standing?.photoUnderReview ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('standing.photoUnderReview')}
        </Alert>
      ) : (
        standing?.status === 'ACTIVE' && (
          <Alert severity="info" sx={{ mb: 3 }}>
            {t('upload.photoReviewNotice')}
          </Alert>
        )
      )}
      <PhotoUploadForm parts="photo" onDone={() => void navigate(paths.home, { replace: true })} />
    </Container>
  );
}
