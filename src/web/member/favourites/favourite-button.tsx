import { useTranslation } from 'react-i18next';
import type { UserRecord } from '../../../contract/users.js';
import { ICONS } from '../../ui/icon-paths.js';
import { RoundIconButton } from '../../ui/round-icon-button.js';
import { useToast } from '../../ui/use-toast.js';
import { useFavouriteIds } from './favourites-store.js';
import { addFavouriteEverywhere } from './favourites-sync.js';

/** Adds the profile to favourites, with SPEC's toasts for added and already there. */
export function FavouriteButton({ profile, name }: { profile: UserRecord; name: string }) {
  const { t } = useTranslation('member');
  const toast = useToast();
  const saved = useFavouriteIds().includes(profile._id);
  return (
    <RoundIconButton
      aria-label={t('favourites.add', { name })}
      icon={saved ? ICONS.favourite : ICONS.favouriteBorder}
      colour="primary"
      onClick={() => {
        if (addFavouriteEverywhere(profile)) toast.success(t('toast.addedToFavourites'));
        else toast.error(t('toast.alreadyFavourite'));
      }}
    />
  );
}
