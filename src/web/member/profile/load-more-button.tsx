import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/buttons.js';

/**
 * Under a grid of cards while there are more profiles (the listing's, the favourites'): the next
 * ones, with a spinner while they load. Drawn from fixed classes (ui/buttons.css, and
 * profile-grid.css, which the grid it is drawn under brings): it is under /home's first cards.
 */
export function LoadMoreButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const { t } = useTranslation('member');
  return (
    <div className="profile-grid-more">
      <button type="button" className={buttonClass('contained', 'large')} onClick={onClick} disabled={busy}>
        {busy && (
          <span className="app-button__start">
            <CircularProgress size={18} color="inherit" aria-hidden="true" />
          </span>
        )}
        {t('home.loadMore')}
      </button>
    </div>
  );
}
