import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminUpdateUserBody } from '../../../contract/admin.js';
import { updateUserStatus } from '../../../contract/endpoints/admin.js';
import { call } from '../../lib/api.js';
import { errorText } from '../../lib/error-text.js';
import { isSessionError } from '../session/admin-session-guard.js';
import { showAdminToast } from '../shared/admin-toast.js';
import { ADMIN_QUERY_ROOT } from '../shared/query-keys.js';

/** Approve (ACTIVE) or reject (REJECT) with a reason; lists and totals refetch after. */
export function useUpdateUserStatus(onDone: () => void) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUpdateUserBody) => call(updateUserStatus, { body }),
    onSuccess: () => {
      showAdminToast(t('toast.updated'));
      // A decision moves the member between lists, totals and the work waiting.
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
      onDone();
    },
    onError: (error) => {
      // A refusal with a reason (EMAIL_NOT_VERIFIED) says it; anything else is SPEC's 'Something went wrong'.
      if (!isSessionError(error)) showAdminToast(errorText(t, error), 'error');
    },
  });
}
