import VerifiedIcon from '@mui/icons-material/Verified';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/**
 * The verified badge: an administrator checked this member's identity document against the
 * profile. The same mark on cards, the details page and the admin lists.
 */
export function VerifiedBadge({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation('common');
  return (
    <Chip
      size={size}
      icon={<VerifiedIcon aria-hidden="true" />}
      label={t('moderation.verified')}
      title={t('moderation.verifiedLong')}
      // Dark text on a pale green: readable for everyone (the theme's filled green is too light).
      sx={{ bgcolor: '#e6f4ea', color: '#14532d', fontWeight: 600, '& .MuiChip-icon': { color: '#166534' } }}
    />
  );
}
