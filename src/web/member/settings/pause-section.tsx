import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MemberSettings } from '../../../contract/privacy.js';
import { useChoosePaused } from '../api/choose-paused.js';
import { SettingsSection } from './settings-section.js';
import { useSaveSettings } from './use-save-settings.js';

/** Hide my profile: out of every listing with one click, back with another, no new review. */
export function PauseSection({ settings }: { settings: MemberSettings }) {
  const { t } = useTranslation('privacy');
  const { save, busy } = useSaveSettings();
  const { mutateAsync: choosePaused } = useChoosePaused();
  const paused = settings.paused;
  return (
    <SettingsSection id="pause" title={t('settings.pause.title')}>
      <Typography role="status">{paused ? t('settings.pause.pausedText') : t('settings.pause.activeText')}</Typography>
      <Button
        variant={paused ? 'contained' : 'outlined'}
        disabled={busy}
        sx={{ justifySelf: 'start' }}
        onClick={() => void save(() => choosePaused(!paused), {}, paused ? t('settings.pause.resumed') : t('settings.pause.paused'))}
      >
        {paused ? t('settings.pause.resume') : t('settings.pause.pause')}
      </Button>
    </SettingsSection>
  );
}
