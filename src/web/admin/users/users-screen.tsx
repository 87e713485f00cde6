import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { UserRecord } from '../../../contract/users.js';
import { paths } from '../../lib/paths.js';
import { ConfirmDialog } from '../shared/confirm-dialog.js';
import { ErrorState } from '../shared/error-state.js';
import { usePageTitle } from '../shared/use-page-title.js';
import type { UserInfoState } from '../shared/user-info-state.js';
import { useDeleteUser } from '../api/delete-user.js';
import { usersQuery, type ListedStatus, type UsersFilter } from '../api/get-users.js';
import { useUserColumns } from './use-user-columns.js';
import { UserCards } from './user-cards.js';
import { UserSearchForm } from './user-search-form.js';
import { displayNameOf } from '../shared/user-view.js';
import { UsersPager } from './users-pager.js';
import { UsersTable } from './users-table.js';

/** Page and search live in the address, so going back from a profile returns to the same rows. */
function readFilter(params: URLSearchParams, status: ListedStatus): UsersFilter {
  const page = Number(params.get('page'));
  const fullName = params.get('fullName')?.trim();
  return {
    status,
    page: Number.isInteger(page) && page > 0 ? page : 0,
    ...(fullName ? { fullName } : {}),
  };
}

/** Remembers the furthest page seen for one filter, since the API reports no total. */
function useFurthestPage(filterKey: string, reached: number): number {
  const [known, setKnown] = useState({ filterKey, furthest: reached });
  if (known.filterKey !== filterKey) {
    setKnown({ filterKey, furthest: reached });
    return reached;
  }
  if (reached > known.furthest) {
    setKnown({ filterKey, furthest: reached });
    return reached;
  }
  return known.furthest;
}

/** `tabs`, when given, sit under the title (the pending list's profiles and photo changes). */
export function UsersScreen({ status, title, tabs }: { status: ListedStatus; title: string; tabs?: ReactNode }) {
  const { t } = useTranslation('admin');
  usePageTitle(title);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params, status);
  const users = useQuery(usersQuery(filter));
  const columns = useUserColumns();
  const deleteUser = useDeleteUser();
  // The user stays set while the dialog closes, so its text does not blank out mid-animation.
  const [toDelete, setToDelete] = useState<{ user: UserRecord | null; open: boolean }>({ user: null, open: false });
  const askDelete = (user: UserRecord) => setToDelete({ user, open: true });
  const closeDelete = () => setToDelete((previous) => ({ ...previous, open: false }));

  const current = users.isPlaceholderData ? undefined : users.data;
  const furthest = useFurthestPage(`${status}|${filter.fullName ?? ''}`, filter.page + (current?.hasMore ? 1 : 0));
  const from = location.pathname + location.search;

  const setFilter = (next: { page: number; fullName?: string }) => {
    const search = new URLSearchParams();
    if (next.fullName) search.set('fullName', next.fullName);
    if (next.page > 0) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };
  const goToPage = (page: number) => {
    setFilter({ page, fullName: filter.fullName });
    window.scrollTo({ top: 0 });
  };
  const open = (user: UserRecord) => {
    const state: UserInfoState = { user, from };
    // A navigation settles by itself: a failing page shows its error element, nothing rejects.
    void navigate(paths.admin.userInfo, { state });
  };
  const confirmDelete = () => {
    if (!toDelete.user) return;
    const emptiesPage = users.data?.userData.length === 1 && filter.page > 0;
    deleteUser.mutate(toDelete.user.id, {
      onSuccess: () => {
        if (emptiesPage) goToPage(filter.page - 1);
      },
      onSettled: closeDelete,
    });
  };

  const rows = users.data?.userData ?? [];
  const List = narrow ? UserCards : UsersTable;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' }, gap: 2 }}
      >
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <UserSearchForm
          current={filter.fullName}
          onSearch={(fullName) => setFilter({ page: 0, fullName })}
          onClear={() => setFilter({ page: 0 })}
        />
      </Stack>
      {tabs}

      {users.isPending && (
        <Stack role="status" spacing={1} sx={{ alignItems: 'center', py: 8 }}>
          <CircularProgress aria-hidden />
          <Typography color="text.secondary">{t('users.loading')}</Typography>
        </Stack>
      )}
      {users.isError && !users.data && <ErrorState onRetry={() => void users.refetch()} retrying={users.isFetching} />}
      {users.data && (
        <>
          <Box sx={{ opacity: users.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            {rows.length > 0 ? (
              <List caption={title} users={rows} columns={columns} from={from} onOpen={open} onDelete={askDelete} />
            ) : (
              <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">
                  {filter.fullName ? t('users.noMatch', { name: filter.fullName }) : t('users.empty')}
                </Typography>
              </Paper>
            )}
          </Box>
          <UsersPager
            page={filter.page}
            hasMore={Boolean(current?.hasMore)}
            furthest={furthest}
            fetching={users.isFetching}
            onPage={goToPage}
          />
        </>
      )}

      <ConfirmDialog
        open={toDelete.open}
        title={t('users.deleteTitle')}
        message={t('users.deleteMessage', { name: toDelete.user ? displayNameOf(toDelete.user) : '' })}
        confirmLabel={t('users.delete')}
        cancelLabel={t('common.cancel')}
        pending={deleteUser.isPending}
        pendingLabel={t('common.loading')}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
      />
    </Stack>
  );
}
