import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * One column on a phone, two on a tablet, three then four on wider screens; `after` (a "Load more"
 * button) below the cards. The first page comes drawn from the server, and React hydrates and
 * renders it in slices that never hold a slow phone's main thread for long.
 */
export function ProfileGrid({ children, label, after }: { children: ReactNode; label: string; after?: ReactNode }) {
  return (
    <>
      <Box
        component="section"
        aria-label={label}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {children}
      </Box>
      {after}
    </>
  );
}
