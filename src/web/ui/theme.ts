import { createTheme } from '@mui/material/styles';

// Readers who ask their system for less motion get none: no fades, slides or ripples.
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export const theme = createTheme({
  palette: {
    primary: { main: '#8e244d' },
    secondary: { main: '#c77700' },
    background: { default: '#fbf7f4' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  ...(reducedMotion
    ? {
        transitions: { create: () => 'none' },
        components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
      }
    : {}),
});
