import CheckCircle from '@mui/icons-material/CheckCircle';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HourglassTop from '@mui/icons-material/HourglassTop';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserRecord } from '../../../contract/users.js';
import { paths } from '../../lib/paths.js';
import { useInterestAction } from './use-interest-action.js';

const round = { bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: '#fdeef3' } };

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
      <IconButton aria-label={label} title={label} disabled={busy} onClick={() => void run('send', { userId: profile._id })} sx={round}>
        <HandshakeOutlined color="primary" />
      </IconButton>
    );
  }
  const [label, icon, tab] =
    interest.status === 'ACCEPTED'
      ? [t('interests.acceptedWith', { name }), <CheckCircle key="icon" color="success" />, 'accepted']
      : interest.direction === 'SENT'
        ? [t('interests.noResponseFor', { name }), <HourglassTop key="icon" color="action" />, 'sent']
        : [t('interests.receivedFrom', { name }), <HandshakeOutlined key="icon" color="secondary" />, 'received'];
  return (
    <IconButton aria-label={label} title={label} onClick={() => void navigate(`${paths.interests}?tab=${tab}`)} sx={round}>
      {icon}
    </IconButton>
  );
}
