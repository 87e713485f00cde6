import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * notistack's default green and orange fail WCAG contrast with white text; these shades keep
 * at least 4.5:1 so every toast is readable.
 */
const ToastContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0d47a1' },
  '&.notistack-MuiContent-default': { backgroundColor: '#313131' },
});

export const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};
