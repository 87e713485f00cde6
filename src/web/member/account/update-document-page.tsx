import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.js';
import { PhotoUploadForm } from '../uploads/photo-upload-form.js';

/** A new identity document, for instance after a rejection for an unreadable one; then home. */
export function UpdateDocumentPage() {
  const { t } = useTranslation(['member', 'uploads']);
  const navigate = useNavigate();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('upload.updateDocumentTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('upload.updateDocumentIntro')}
      </Typography>
      <PhotoUploadForm parts="document" onDone={() => void navigate(paths.home, { replace: true })} />
    </Container>
  );
}
