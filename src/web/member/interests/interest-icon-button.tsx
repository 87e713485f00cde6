import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserRecord } from '../../../contract/users.js';
import { paths } from '../../lib/paths.js';
import { RoundIconButton } from '../../ui/round-icon-button.js';
import { interestLook } from './interest-look.js';
import { useInterestAction } from './use-interest-action.js';

/**
 * The card's interest button: sends one in a tap; once there is one, it says where it stands and
 * opens the interests page at the right tab. The browser's own title names it on hover: a MUI
 * tooltip would add 11 KB to every listing page.
 */
export function InterestIconButton({ profile, name }: { profile: UserRecord; name: string }) {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  const { run, busy } = useInterestAction();
  const look = interestLook(profile.interest);
  const label = t(`interests.${look.text}`, { name });
  const tab = look.tab;
  return (
    <RoundIconButton
      aria-label={label}
      title={label}
      icon={look.icon}
      colour={look.colour}
      disabled={tab ? undefined : busy}
      onClick={() => void (tab ? navigate(`${paths.interests}?tab=${tab}`) : run('send', { userId: profile._id }))}
    />
  );
}
