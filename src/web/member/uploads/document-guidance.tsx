import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../api/public-config.js';

/**
 * What a member should know before uploading an identity document: an Aadhaar only masked (the
 * first 8 digits covered, as UIDAI recommends), and how long we keep the file.
 */
export function DocumentGuidance() {
  const { t } = useTranslation(['member', 'uploads']);
  const days = usePublicConfig().data?.idDocumentRetentionDays ?? 0;
  return (
    <Alert severity="info" icon={false} sx={{ display: 'grid', gap: 1 }}>
      <AlertTitle sx={{ fontWeight: 700 }}>{t('upload.aadhaarTitle')}</AlertTitle>
      <Typography variant="body2">{t('upload.aadhaarMask')}</Typography>
      <Typography variant="body2">{t('upload.aadhaarHow')}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {days === 0 ? t('upload.retentionNow') : t('upload.retentionDays', { count: days })}
      </Typography>
    </Alert>
  );
}
