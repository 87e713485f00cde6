import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MemberSettings } from '../../../contract/privacy.js';
import { paths } from '../../lib/paths.js';
import { useChooseRecordVisits } from '../api/choose-record-visits.js';
import { SettingsSection } from './settings-section.js';
import { useSaveSettings } from './use-save-settings.js';

/** "Show and record visits": who opened my profile, seen only by members who let theirs be seen. */
export function VisitsSection({ settings }: { settings: MemberSettings }) {
  const { t } = useTranslation('privacy');
  const { save, busy } = useSaveSettings();
  const { mutateAsync: choose } = useChooseRecordVisits();
  const on = settings.recordVisits;
  return (
    <SettingsSection id="visits" title={t('settings.visits.title')} intro={t('settings.visits.intro')}>
      <Typography role="status">{on ? t('settings.visits.onText') : t('settings.visits.offText')}</Typography>
      <Button
        variant={on ? 'outlined' : 'contained'}
        disabled={busy}
        sx={{ justifySelf: 'start' }}
        onClick={() =>
          void save(() => choose(!on), { recordVisits: !on }, on ? t('settings.visits.turnedOff') : t('settings.visits.turnedOn'))
        }
      >
        {on ? t('settings.visits.turnOff') : t('settings.visits.turnOn')}
      </Button>
      {on && (
        <Link component={RouterLink} to={paths.visits}>
          {t('settings.visits.see')}
        </Link>
      )}
    </SettingsSection>
  );
}
