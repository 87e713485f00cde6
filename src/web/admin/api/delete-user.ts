import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteUser } from '../../../contract/endpoints/admin.js';
import { call } from '../../lib/api.js';
import { isSessionError } from '../session/admin-session-guard.js';
import { showAdminToast } from '../shared/admin-toast.js';
import { adminKeys } from '../shared/query-keys.js';

/** Deletes a member; the lists and totals are refetched once it is done. */
export function useDeleteUser() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(deleteUser, { body: { userId } }),
    onSuccess: async () => {
      showAdminToast(t('toast.deleted'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]);
    },
    onError: (error) => {
      if (!isSessionError(error)) showAdminToast(t('toast.error'), 'error');
    },
  });
}
