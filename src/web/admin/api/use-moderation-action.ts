import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BodyInputOf, Endpoint } from '../../../contract/endpoint.js';
import { call, type CallInput } from '../../lib/api.js';
import { errorText } from '../../lib/error-text.js';
import { isSessionError } from '../session/admin-session-guard.js';
import { showAdminToast } from '../shared/admin-toast.js';
import { ADMIN_QUERY_ROOT } from '../shared/query-keys.js';

/**
 * One moderation call (suspend, verify, dismiss, decide on a photo…): on success a toast, every
 * admin list and total asked again (a decision moves members between queues), then `onDone`.
 * `target` takes a body and nothing else, as every moderation call does.
 */
export function useModerationAction<E extends Endpoint>(target: E, success: string, onDone?: () => void) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInputOf<E>) => {
      // What a call sends is worked out per endpoint, which TypeScript cannot do for one not known yet.
      const input = { body } as CallInput<E>;
      return call(target, input);
    },
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
