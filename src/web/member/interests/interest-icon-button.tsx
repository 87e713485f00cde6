import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserRecord } from '../../../contract/users.js';
import { paths } from '../../lib/paths.js';
import { ICONS } from '../../ui/icon-paths.js';
import { RoundIconButton } from '../../ui/round-icon-button.js';
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
  const interest = profile.interest;

  if (!interest) {
    const label = t('interests.sendTo', { name });
    return (
      <RoundIconButton
        aria-label={label}
        title={label}
        icon={ICONS.handshake}
        colour="primary"
        disabled={busy}
        onClick={() => void run('send', { userId: profile._id })}
      />
    );
  }
  const [label, icon, colour, tab] =
    interest.status === 'ACCEPTED'
      ? ([t('interests.acceptedWith', { name }), ICONS.checkCircle, 'success', 'accepted'] as const)
      : interest.direction === 'SENT'
        ? ([t('interests.noResponseFor', { name }), ICONS.hourglassTop, 'action', 'sent'] as const)
        : ([t('interests.receivedFrom', { name }), ICONS.handshake, 'secondary', 'received'] as const);
  return (
    <RoundIconButton
      aria-label={label}
      title={label}
      icon={icon}
      colour={colour}
      onClick={() => void navigate(`${paths.interests}?tab=${tab}`)}
    />
  );
}
