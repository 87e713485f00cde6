import type { InterestState } from '../../../contract/users.js';
import { ICONS, type IconColour, type IconPath } from '../../ui/icon-paths.js';

/** The card's interest button for where the interest stands: its text (privacy `interests.*`), icon, colour and tab. */
export interface InterestLook {
  text: 'sendTo' | 'acceptedWith' | 'noResponseFor' | 'receivedFrom';
  icon: IconPath;
  colour: IconColour;
  /** The interests page's tab it opens; none while there is no interest (it sends one). */
  tab?: 'accepted' | 'sent' | 'received';
}

/**
 * The one rule for the card's interest button (InterestIconButton). A sender never learns of a
 * decline.
 */
export function interestLook(interest: InterestState | undefined): InterestLook {
  if (!interest) return { text: 'sendTo', icon: ICONS.handshake, colour: 'primary' };
  if (interest.status === 'ACCEPTED') return { text: 'acceptedWith', icon: ICONS.checkCircle, colour: 'success', tab: 'accepted' };
  if (interest.direction === 'SENT') return { text: 'noResponseFor', icon: ICONS.hourglassTop, colour: 'action', tab: 'sent' };
  return { text: 'receivedFrom', icon: ICONS.handshake, colour: 'secondary', tab: 'received' };
}
