import Box from '@mui/material/Box';
import PaginationItem from '@mui/material/PaginationItem';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageButtons } from '../shared/page-buttons.js';

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
  const windowStart = Math.floor(page / PAGE_WINDOW) * PAGE_WINDOW;
  const windowEnd = Math.min(windowStart + PAGE_WINDOW - 1, Math.max(furthest, page));
  const pages = Array.from({ length: windowEnd - windowStart + 1 }, (_, i) => windowStart + i);
  const last = Math.max(furthest, page + (hasMore ? 1 : 0));

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <PageButtons page={page} hasMore={hasMore} fetching={fetching} onPage={onPage} />
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
