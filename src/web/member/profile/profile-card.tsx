import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { THUMB_SIDE } from '../../../contract/limits.js';
import type { UserRecord } from '../../../contract/users.js';
import { choiceLabel } from '../../profile/present-field.js';
import { profileName, thumbnailOf } from '../../profile/profile-name.js';
import { detailsPath } from '../../lib/paths.js';
import { addStaticStyle } from '../../ui/static-style.js';
import { VerifiedBadge } from '../../ui/verified-badge.js';
import { FALLBACK_PHOTO, showFallbackPhoto } from './fallback-photo.js';
import { cardLines } from './card-lines.js';
import { CARD_PICTURE_SIZES, cardSrcSet } from './photo-sizes.js';
import cardStyle from './profile-card.css?inline';

addStaticStyle('profile-card', cardStyle);

/**
 * A profile in a grid: the server's thumbnail at the size the screen needs, loaded only when
 * scrolled near (but for the first cards, `priority`), then name, age, occupation (cut short),
 * caste and city. Opens the detail page with the profile in hand. Drawn with fixed classes
 * (profile-card.css), not MUI's styled components: a listing draws ten at a time.
 */
export function ProfileCard({
  profile,
  action,
  priority = false,
  note,
  match,
}: {
  profile: UserRecord;
  action: ReactNode;
  priority?: boolean;
  /** A last line of the page's own (when the profile visited, on the visits page). */
  note?: string;
  /** The match score's line (home/match-line.tsx), under the others. */
  match?: ReactNode;
}) {
  const { t } = useTranslation('member');
  const name = profileName(profile);
  const lines = cardLines(profile, { age: (age) => t('card.age', { age }), caste: (value) => choiceLabel(t, 'caste', value) });
  const thumbnail = thumbnailOf(profile);
  return (
    <article className="profile-card">
      <RouterLink to={detailsPath(profile._id)} state={{ profile }} className="profile-card__open">
        <img
          className="profile-card__photo"
          src={thumbnail ?? FALLBACK_PHOTO}
          srcSet={cardSrcSet(thumbnail)}
          sizes={CARD_PICTURE_SIZES}
          onError={showFallbackPhoto}
          alt={t('card.photoAlt', { name })}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width={THUMB_SIDE}
          height={THUMB_SIDE}
        />
        <div className="profile-card__text">
          <h2 className="profile-card__name">{name}</h2>
          {profile.identityVerified && (
            <div>
              <VerifiedBadge />
            </div>
          )}
          {lines.map((line, index) => (
            <p key={index} className="profile-card__line">
              {line}
            </p>
          ))}
          {match}
          {note && <p className="profile-card__line profile-card__note">{note}</p>}
        </div>
      </RouterLink>
      <div className="profile-card__actions">{action}</div>
    </article>
  );
}
