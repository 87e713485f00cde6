import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/buttons.js';

/**
 * Under the listing while there are more profiles: the next page, with a spinner while it loads.
 * Drawn from fixed classes (ui/buttons.css, home-bar.css): it is under /home's first cards.
 */
export function LoadMoreButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const { t } = useTranslation('member');
  return (
    <div className="home-more">
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
