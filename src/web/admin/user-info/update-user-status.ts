import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminUpdateUserBody } from '../../../contract/admin.js';
import { errorText } from '../../lib/error-text.js';
import { adminApi, isSessionError } from '../shared/admin-api.js';
import { showAdminToast } from '../shared/admin-toast.js';
import { adminKeys } from '../shared/query-keys.js';

/** POST /api/admin/user/update: approve (ACTIVE) or reject (REJECT); lists and totals refetch after. */
export function useUpdateUserStatus(onDone: () => void) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminUpdateUserBody) => adminApi<unknown>('/admin/user/update', { body }),
    onSuccess: () => {
      showAdminToast(t('toast.updated'));
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
      onDone();
    },
    onError: (error) => {
      // A refusal with a reason (EMAIL_NOT_VERIFIED) says it; anything else is SPEC's 'Something went wrong'.
      if (!isSessionError(error)) showAdminToast(errorText(t, error), 'error');
    },
  });
}
