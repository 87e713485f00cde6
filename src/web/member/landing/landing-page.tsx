import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function LandingPage() {
  const { t } = useTranslation('member');
  return <Typography variant="h1">{t('landing.title')}</Typography>;
}
