import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { matchScoresQuery } from '../api/match-scores.js';

/**
 * A card's match score, "Matches 6 of your 7": the scores of the card's listing page, asked for
 * once for the page (every card of it shares the query). The line keeps its place while they
 * load, so nothing moves when they come.
 */
export function MatchLine({ pageIds, id }: { pageIds: readonly string[]; id: string }) {
  const { t } = useTranslation('member');
  const match = useQuery(matchScoresQuery(pageIds)).data?.[id];
  return (
    <p className="profile-card__line profile-card__match" data-testid="card-match">
      {match ? t('card.match', { met: match.yours.met, of: match.yours.of }) : '\u00a0'}
    </p>
  );
}
