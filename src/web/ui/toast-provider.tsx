import { enqueueSnackbar, type OptionsObject, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { TOAST_COMPONENTS } from './toast-content.js';

/**
 * notistack's provider, loaded with the first toast (./toasts.tsx); member toasts top centre. Once
 * mounted it hands notistack's `enqueueSnackbar` back, so the toasts waiting for it appear.
 */
export function ToastProvider({ onMounted }: { onMounted: (enqueue: (message: string, options: OptionsObject) => void) => void }) {
  useEffect(() => onMounted(enqueueSnackbar), [onMounted]);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={3000}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={TOAST_COMPONENTS}
    />
  );
}
