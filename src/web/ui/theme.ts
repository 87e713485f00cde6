import { createTheme, type Theme } from '@mui/material/styles';

// Readers who ask their system for less motion get none: no fades, slides or ripples.
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

let built: Theme | undefined;

/**
 * The app's theme, made on its first use: in the browser that is the first render, a task after
 * the modules' evaluation rather than in it (making a theme is one of the longest steps of the
 * app's start on a slow phone), and not at all where a page needs only the colours.
 */
export function appTheme(): Theme {
  built ??= makeTheme();
  return built;
}

const makeTheme = () =>
  createTheme({
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
    components: {
      // A spinner only turns: the arc that also grows and shrinks is drawn again by the page's main
      // thread in every frame (sixty times a second on a slow phone, while the page is loading),
      // where turning alone is left to the compositor.
      MuiCircularProgress: { defaultProps: { disableShrink: true } },
      ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
    },
    ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
  });

/**
 * The theme's colours as CSS custom properties, for the style sheets written once rather than by
 * emotion (static-style.ts): the one place they come from stays this theme.
 */
export function themeVariables(): string {
  const theme = appTheme();
  return `:root{${Object.entries({
    primary: theme.palette.primary.main,
    'primary-dark': theme.palette.primary.dark,
    secondary: theme.palette.secondary.main,
    'secondary-dark': theme.palette.secondary.dark,
    error: theme.palette.error.main,
    success: theme.palette.success.main,
    paper: theme.palette.background.paper,
    text: theme.palette.text.primary,
    icon: theme.palette.action.active,
    divider: theme.palette.divider,
    radius: `${theme.shape.borderRadius}px`,
    'shadow-1': theme.shadows[1],
    'shadow-2': theme.shadows[2],
    'shadow-4': theme.shadows[4],
    font: theme.typography.fontFamily,
  })
    .map(([name, value]) => `--theme-${name}:${value}`)
    .join(';')}}`;
}
