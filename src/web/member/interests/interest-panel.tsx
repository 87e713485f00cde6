import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UserRecord } from '../../../contract/users.js';
import { useInterestAction } from './use-interest-action.js';

/**
 * The interest between the member and one profile, and what can be done about it: send one,
 * withdraw one sent, accept or decline one received. A declined interest reads "no response
 * yet" to its sender, so nothing here ever says the other side declined. `forContact` says what
 * sending one gets where the contact details are withheld.
 */
export function InterestPanel({ profile, name, forContact = false }: { profile: UserRecord; name: string; forContact?: boolean }) {
  const { t } = useTranslation('privacy');
  const { run, busy } = useInterestAction();
  const interest = profile.interest;
  const target = { userId: profile._id, interestId: interest?.id };

  if (!interest) {
    return (
      // The name a screen reader hears holds the words on the button, for those who speak to it.
      <Button
        variant="contained"
        disabled={busy}
        onClick={() => void run('send', target)}
        aria-label={t(forContact ? 'interests.sendForContactTo' : 'interests.sendTo', { name })}
      >
        {t(forContact ? 'interests.sendForContact' : 'interests.send')}
      </Button>
    );
  }
  const status = (icon: React.ReactNode, text: string) => (
    <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600, color: 'text.primary' }}>
      {icon}
      {text}
    </Typography>
  );
  const withdraw = (
    <Button
      variant="outlined"
      disabled={busy}
      onClick={() => void run('withdraw', target)}
      aria-label={t('interests.withdrawFrom', { name })}
    >
      {t('interests.withdraw')}
    </Button>
  );

  if (interest.status === 'ACCEPTED') {
    return (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {status(<CheckCircle color="success" aria-hidden="true" />, t('interests.accepted'))}
        {interest.direction === 'SENT' && withdraw}
      </Box>
    );
  }
  if (interest.direction === 'SENT') {
    return (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {status(<HourglassTop color="action" aria-hidden="true" />, t('interests.noResponse'))}
        {withdraw}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {interest.status === 'DECLINED' ? t('interests.declinedByYou') : t('interests.receivedFrom', { name })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void run('accept', target)}
          aria-label={t('interests.acceptFrom', { name })}
        >
          {t('interests.accept')}
        </Button>
        {interest.status === 'PENDING' && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => void run('decline', target)}
            aria-label={t('interests.declineFrom', { name })}
          >
            {t('interests.decline')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
