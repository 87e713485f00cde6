import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import type { MemberSettings } from '../../../contract/privacy.js';
import { useChooseMail } from '../api/choose-mail.js';
import { SettingsSection } from './settings-section.js';
import { useSaveSettings } from './use-save-settings.js';

/** Each kind of mail on or off; the ones about the account and money stay on and say so. */
export function MailSection({ settings }: { settings: MemberSettings }) {
  const { t } = useTranslation('privacy');
  const { save, busy } = useSaveSettings();
  const { mutateAsync: chooseMail } = useChooseMail();
  return (
    <SettingsSection id="mail" title={t('settings.mail.title')} intro={t('settings.mail.intro')}>
      <FormGroup>
        {settings.mail.map((entry) => (
          <FormControlLabel
            key={entry.kind}
            control={
              <Switch
                checked={entry.enabled}
                disabled={busy || !entry.switchable}
                onChange={(_event, enabled) =>
                  void save(() => chooseMail({ kind: entry.kind, enabled }), {
                    mail: settings.mail.map((other) => (other.kind === entry.kind ? { ...other, enabled } : other)),
                  })
                }
              />
            }
            label={entry.switchable ? t(`mailKinds.${entry.kind}`) : `${t(`mailKinds.${entry.kind}`)} (${t('settings.mail.always')})`}
          />
        ))}
      </FormGroup>
    </SettingsSection>
  );
}
