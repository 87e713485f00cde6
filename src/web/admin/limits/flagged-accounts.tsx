import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import SpeedIcon from '@mui/icons-material/Speed';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.js';
import { flaggedAccountsQuery } from '../api/get-account-limits.js';
import { StatCard } from '../dashboard/stat-card.js';
import { ErrorState } from '../shared/error-state.js';
import { formatCount } from '../shared/format.js';
import { displayNameOf } from '../shared/user-view.js';
import { UserNameLink } from '../users/user-name-link.js';

/** A pale badge with dark text, as the user page's status badges: the theme's warning colour is too light for text. */
const FLAG_STYLE = { bgcolor: '#fff4e5', color: '#663c00', fontWeight: 600 } as const;

/** The accounts the contact cap and the scraping limits flagged: how many of each, and each one, to open. */
export function FlaggedAccounts() {
  const { t } = useTranslation('limits');
  const flagged = useQuery(flaggedAccountsQuery());
  const headingId = 'flagged-accounts-heading';

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('home.title')}
      </Typography>
      {flagged.isError ? (
        <ErrorState onRetry={() => void flagged.refetch()} retrying={flagged.isFetching} />
      ) : !flagged.data ? (
        <Skeleton variant="rounded" height={96} aria-label={t('loading')} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <StatCard label={t('home.contactCap')} value={formatCount(flagged.data.contactCap)} icon={<GppMaybeIcon />} tint="#ad1457" />
            <StatCard label={t('home.scraping')} value={formatCount(flagged.data.scraping)} icon={<SpeedIcon />} tint="#4527a0" />
          </Box>
          {flagged.data.items.length === 0 ? (
            <Typography color="text.secondary">{t('home.none')}</Typography>
          ) : (
            <Paper variant="outlined" component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {flagged.data.items.map(({ user, kinds }, index) => (
                <Box
                  component="li"
                  key={user.id}
                  sx={{
                    p: 1.5,
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 1,
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    borderTop: index === 0 ? 0 : 1,
                    borderColor: 'divider',
                  }}
                >
                  <UserNameLink user={user} name={displayNameOf(user)} from={paths.admin.home} />
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                    {kinds.map((kind) => (
                      <Chip key={kind} size="small" sx={FLAG_STYLE} label={t(`kinds.${kind}`)} />
                    ))}
                  </Stack>
                </Box>
              ))}
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
