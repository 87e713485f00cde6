import { useMemo } from 'react';
import { showToast } from './toasts.js';

/** Success and error toasts; the texts come already translated. */
export function useToast() {
  return useMemo(
    () => ({
      success: (message: string) => showToast(message, { variant: 'success' }),
      error: (message: string) => showToast(message, { variant: 'error' }),
    }),
    [],
  );
}
