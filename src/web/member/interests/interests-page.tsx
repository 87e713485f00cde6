import MoreVert from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { todayInIndia } from '../../../contract/dates.js';
import { INTEREST_TABS, type InterestItem, type InterestTab } from '../../../contract/interests.js';
import { formatDate } from '../../lib/format.js';
import { languageOf } from '../../lib/i18n.js';
import { PageLoader } from '../../ui/page-loader.js';
import { useMenu } from '../../ui/use-menu.js';
import { useInterests } from '../api/get-interests.js';
import { useMarkInterestsSeen } from '../api/mark-interests-seen.js';
import { ProfileCard } from '../profile/profile-card.js';
import { ProfileGrid } from '../profile/profile-grid.js';
import { profileName } from '../../profile/profile-name.js';
import { InterestPanel } from './interest-panel.js';
import { lazyPart } from '../../lib/lazy-part.js';
import { RetryAlert } from '../../ui/retry-alert.js';

const BlockDialog = lazyPart('interests-page/BlockDialog', () => import('../blocks/block-dialog.js').then((m) => m.BlockDialog));

const isTab = (value: string | null): value is InterestTab => (INTEREST_TABS as readonly (string | null)[]).includes(value);

/** Received, sent and accepted interests, one tab each; the tab lives in the address (`?tab=`). */
export function InterestsPage() {
  const { t } = useTranslation(['privacy', 'member']);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: InterestTab = isTab(requested) ? requested : 'received';
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('interests.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: InterestTab) => setParams({ tab: next }, { replace: true })}
        aria-label={t('interests.tabsLabel')}
        variant="fullWidth"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', maxWidth: 560 }}
      >
        {INTEREST_TABS.map((name) => (
          <Tab key={name} value={name} label={t(`interests.tabs.${name}`)} id={`interests-tab-${name}`} aria-controls="interests-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="interests-panel" aria-labelledby={`interests-tab-${tab}`}>
        <InterestTabPanel key={tab} tab={tab} />
      </Box>
    </Container>
  );
}

function InterestTabPanel({ tab }: { tab: InterestTab }) {
  const { t } = useTranslation(['privacy', 'member']);
  const [page, setPage] = useState(1);
  const [earlier, setEarlier] = useState<InterestItem[]>([]);
  const list = useInterests(tab, page);
  const { mutate: markSeen } = useMarkInterestsSeen();
  const items = [...earlier, ...(list.data?.items ?? [])];
  const unseen = tab === 'received' && (list.data?.items ?? []).some((item) => !item.seen);

  // Looking at the received tab is seeing them: they leave the header's count, and keep their
  // "New" mark for this visit.
  useEffect(() => {
    if (!unseen) return;
    // A failure leaves the count as it was: it is asked for again a minute later anyway.
    markSeen();
  }, [unseen, markSeen]);

  if (list.isPending && earlier.length === 0) return <PageLoader label={t('common:app.loading')} />;
  if (list.isError && items.length === 0) {
    return <RetryAlert onRetry={() => void list.refetch()}>{t('member:toast.somethingWentWrong')}</RetryAlert>;
  }
  if (list.data?.reason) {
    return (
      <Alert severity="info" role="status">
        {t(`member:home.closed.${list.data.reason}`)}
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <Typography sx={{ py: 6, textAlign: 'center', fontSize: '1.1rem' }} color="text.secondary" role="status">
        {t(`interests.empty.${tab}`)}
      </Typography>
    );
  }
  return (
    <>
      <ProfileGrid label={t(`interests.tabs.${tab}`)}>
        {items.map((item) => (
          <InterestCard key={item.id} item={item} />
        ))}
      </ProfileGrid>
      {list.data?.hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="contained"
            onClick={() => {
              setEarlier(items);
              setPage(page + 1);
            }}
          >
            {t('interests.loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}

function InterestCard({ item }: { item: InterestItem }) {
  const { t, i18n } = useTranslation(['privacy', 'member']);
  const language = languageOf(i18n.resolvedLanguage);
  const [blocking, setBlocking] = useState(false);
  const menu = useMenu();
  const name = profileName(item.profile);
  // Dates as the day they fell on in India.
  const day = (iso: string) => formatDate(todayInIndia(new Date(iso)), language);
  const when =
    item.status === 'ACCEPTED' && item.respondedAt
      ? t('interests.acceptedOn', { date: day(item.respondedAt) })
      : item.direction === 'SENT'
        ? t('interests.sentOn', { date: day(item.createdAt) })
        : t('interests.receivedOn', { date: day(item.createdAt) });
  return (
    <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <ProfileCard
        profile={{ ...item.profile, interest: { id: item.id, direction: item.direction, status: item.status } }}
        action={
          <>
            <IconButton
              aria-label={t('interests.more', { name })}
              {...menu.triggerProps}
              sx={{ bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: '#fdeef3' } }}
            >
              <MoreVert />
            </IconButton>
            <Menu {...menu.menuProps}>
              <MenuItem onClick={menu.choose(() => setBlocking(true))}>{t('block.actionFor', { name })}</MenuItem>
            </Menu>
          </>
        }
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {!item.seen && <Chip size="small" color="primary" label={t('interests.new')} />}
        <Typography variant="body2" color="text.secondary">
          {when}
        </Typography>
      </Box>
      <InterestPanel profile={{ ...item.profile, interest: { id: item.id, direction: item.direction, status: item.status } }} name={name} />
      {blocking && (
        <Suspense fallback={null}>
          <BlockDialog userId={item.profile._id} name={name} onClose={() => setBlocking(false)} onBlocked={() => setBlocking(false)} />
        </Suspense>
      )}
    </Box>
  );
}
