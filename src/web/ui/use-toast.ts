import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** Success and error toasts; the texts come already translated. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
      error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
    }),
    [enqueueSnackbar],
  );
}
