import { createTheme } from '@mui/material/styles';

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
});
