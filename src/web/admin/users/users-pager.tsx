import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Page numbers are offered in fixed windows of this many (SPEC section 2). */
const PAGE_WINDOW = 5;

interface UsersPagerProps {
  /** Zero-based, as the API counts; people see it plus one. */
  page: number;
  hasMore: boolean;
  /** The furthest page known to exist; the list has no total, so pages are known by visiting. */
  furthest: number;
  fetching: boolean;
  onPage: (page: number) => void;
}

export function UsersPager({ page, hasMore, furthest, fetching, onPage }: UsersPagerProps) {
  const { t } = useTranslation('admin');
  const shown = page + 1;
  const windowStart = Math.floor(page / PAGE_WINDOW) * PAGE_WINDOW;
  const windowEnd = Math.min(windowStart + PAGE_WINDOW - 1, Math.max(furthest, page));
  const pages = Array.from({ length: windowEnd - windowStart + 1 }, (_, i) => windowStart + i);
  const last = Math.max(furthest, page + (hasMore ? 1 : 0));

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: 1, minHeight: 40 }}>
        {page > 0 && (
          <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => onPage(page - 1)}>
            {t('users.seePage', { number: shown - 1 })}
          </Button>
        )}
        <Typography role="status" variant="body2" color="text.secondary" sx={{ minWidth: 56, textAlign: 'center' }}>
          {fetching ? t('users.loading') : ''}
        </Typography>
        {hasMore && (
          <Button variant="contained" endIcon={<ChevronRightIcon />} onClick={() => onPage(page + 1)}>
            {t('users.seePage', { number: shown + 1 })}
          </Button>
        )}
      </Stack>
      <nav aria-label={t('users.pagination')}>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
          <li>
            <PaginationItem
              type="previous"
              color="primary"
              disabled={page === 0}
              onClick={() => onPage(page - 1)}
              aria-label={t('users.previousPage')}
            />
          </li>
          {pages.map((index) => (
            <li key={index}>
              <PaginationItem
                type="page"
                page={index + 1}
                color="primary"
                selected={index === page}
                aria-current={index === page ? 'page' : undefined}
                aria-label={t('users.goToPage', { number: index + 1 })}
                onClick={() => onPage(index)}
              />
            </li>
          ))}
          <li>
            <PaginationItem
              type="next"
              color="primary"
              disabled={page >= last}
              onClick={() => onPage(page + 1)}
              aria-label={t('users.nextPage')}
            />
          </li>
        </Box>
      </nav>
    </Stack>
  );
}
