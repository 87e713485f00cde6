import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The product's mark and name, linking to `to`. */
export function BrandLogo({ to }: { to: string }) {
  const { t } = useTranslation('common');
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 700,
        fontSize: '1.15rem',
        whiteSpace: 'nowrap',
      }}
    >
      <Box component="img" src="/favicon.svg" alt="" width={32} height={32} />
      <span>{t('app.name')}</span>
    </Box>
  );
}
