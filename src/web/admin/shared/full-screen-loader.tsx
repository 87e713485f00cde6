import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Fills the screen below the top bar while a screen's first data arrives. */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', minHeight: { xs: 'calc(100dvh - 120px)', sm: 'calc(100dvh - 140px)' } }}
    >
      <CircularProgress size={56} aria-label={label} />
    </Box>
  );
}
