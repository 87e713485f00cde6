import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text.js';
import { adminApi, isSessionError } from './admin-api.js';
import { showAdminToast } from './admin-toast.js';
import { ADMIN_QUERY_ROOT } from './query-keys.js';

/**
 * One moderation call (suspend, verify, dismiss, decide on a photo…): on success a toast, every
 * admin list and total asked again (a decision moves members between queues), then `onDone`.
 */
export function useModerationAction<B>(path: string, success: string, onDone?: () => void) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => adminApi<unknown>(path, { body }),
    onSuccess: () => {
      showAdminToast(success);
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
      onDone?.();
    },
    onError: (error) => {
      if (!isSessionError(error)) showAdminToast(errorText(t, error), 'error');
    },
  });
}
