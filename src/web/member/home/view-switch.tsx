import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.js';
import { addStaticStyle } from '../../ui/static-style.js';
import { listingSearch, type ListingFilter, type ListingView } from '../api/listing-body.js';
import style from './view-switch.css?inline';

addStaticStyle('view-switch', style);

/**
 * Newest first, "Matches for you" (decision 0042), or most complete first: links to the same
 * search and filters in each order, so the choice is in the address and works before the script.
 * Drawn from fixed classes (view-switch.css): they are on /home, the page drawn most.
 */
export function ViewSwitch({ filter }: { filter: ListingFilter }) {
  const { t } = useTranslation('member');
  const { view: _view, ...rest } = filter;
  const views = [undefined, 'matches', 'complete'].map((view) => ({
    id: view ?? 'newest',
    to: `${paths.home}${listingSearch({ ...rest, ...(view ? { view: view as ListingView } : {}) })}`,
    current: filter.view === view,
  }));
  return (
    <nav aria-label={t('home.views.label')} className="view-switch">
      {views.map((view) => (
        <Link key={view.id} to={view.to} replace className="view-switch__link" aria-current={view.current ? 'page' : undefined}>
          {t(`home.views.${view.id}`)}
        </Link>
      ))}
    </nav>
  );
}
