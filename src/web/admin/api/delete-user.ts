import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminApi, isSessionError } from '../shared/admin-api.js';
import { showAdminToast } from '../shared/admin-toast.js';
import { adminKeys } from '../shared/query-keys.js';

/** POST /api/admin/user/delete; the lists and totals are refetched once it is done. */
export function useDeleteUser() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => adminApi<unknown>('/admin/user/delete', { body: { userId } }),
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
