import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface PageButtonsProps {
  /** Zero-based, as the API counts; people see it plus one. */
  page: number;
  hasMore: boolean;
  fetching: boolean;
  onPage: (page: number) => void;
}

/** Previous and next page of a list that has no total (members, reports, photo changes, the activity log). */
export function PageButtons({ page, hasMore, fetching, onPage }: PageButtonsProps) {
  const { t } = useTranslation('admin');
  if (page === 0 && !hasMore) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: 1, minHeight: 40 }}>
      {page > 0 && (
        <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => onPage(page - 1)}>
          {t('users.seePage', { number: page })}
        </Button>
      )}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ minWidth: 56, textAlign: 'center' }}>
        {fetching ? t('users.loading') : ''}
      </Typography>
      {hasMore && (
        <Button variant="contained" endIcon={<ChevronRightIcon />} onClick={() => onPage(page + 1)}>
          {t('users.seePage', { number: page + 2 })}
        </Button>
      )}
    </Stack>
  );
}
