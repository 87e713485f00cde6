import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One column on a phone, two on a tablet, three then four on wider screens. */
export function ProfileGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}
    >
      {children}
    </Box>
  );
}
