import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.js';
import { useUserInfo } from '../api/user-info.js';
import { PhotoUploadForm } from '../uploads/photo-upload-form.js';

/**
 * A new profile photo; the identity document stays as it was. An approved member's new photo,
 * the first one too, is checked before others see it: until then they see the approved one, or
 * none, and the member sees the one waiting here.
 */
export function UpdatePhotoPage() {
  const { t } = useTranslation(['member', 'uploads', 'standing']);
  const navigate = useNavigate();
  const info = useUserInfo().data;
  const standing = info?.standing;
  const hasApprovedPhoto = Boolean(info?.photoDetails?.profilePhoto);
  const waiting = info?.photoDetails?.underReview;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('upload.updateTitle')}
      </Typography>
      {standing?.photoUnderReview ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t(hasApprovedPhoto ? 'standing.photoUnderReview' : 'standing.firstPhotoUnderReview')}
          {waiting && (
            <Box
              component="img"
              src={waiting}
              alt={t('upload.waitingPhotoAlt')}
              sx={{ display: 'block', mt: 1.5, width: 120, aspectRatio: '4 / 5', objectFit: 'cover', borderRadius: 1 }}
            />
          )}
        </Alert>
      ) : (
        standing?.status === 'ACTIVE' && (
          <Alert severity="info" sx={{ mb: 3 }}>
            {t(hasApprovedPhoto ? 'upload.photoReviewNotice' : 'upload.firstPhotoReviewNotice')}
          </Alert>
        )
      )}
      <PhotoUploadForm parts="photo" onDone={() => void navigate(paths.home, { replace: true })} />
    </Container>
  );
}
