import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CONTACT_VISIBILITIES, PHOTO_VISIBILITIES, type MemberSettings } from '../../../contract/privacy.js';
import { useChoosePrivacy } from '../api/choose-privacy.js';
import { SettingsSection } from './settings-section.js';
import { useSaveSettings } from './use-save-settings.js';

/** Who sees the member's contact details, and who sees their photo unblurred. */
export function VisibilitySections({ settings }: { settings: MemberSettings }) {
  const { t } = useTranslation('privacy');
  const { save, busy } = useSaveSettings();
  const { mutateAsync: choosePrivacy } = useChoosePrivacy();
  return (
    <>
      <SettingsSection id="contact" title={t('settings.contact.title')} intro={t('settings.contact.intro')}>
        <FormControl disabled={busy}>
          <RadioGroup
            aria-labelledby="contact-title"
            value={settings.contactVisibility}
            onChange={(_event, value) => {
              const choice = { contactVisibility: value as MemberSettings['contactVisibility'] };
              void save(() => choosePrivacy(choice), choice);
            }}
          >
            {CONTACT_VISIBILITIES.map((choice) => (
              <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`settings.contact.${choice}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      </SettingsSection>
      <SettingsSection id="photo" title={t('settings.photo.title')}>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <FormControl disabled={busy} sx={{ flex: '1 1 260px' }}>
            <RadioGroup
              aria-labelledby="photo-title"
              value={settings.photoVisibility}
              onChange={(_event, value) => {
                const choice = { photoVisibility: value as MemberSettings['photoVisibility'] };
                void save(() => choosePrivacy(choice), choice);
              }}
            >
              {PHOTO_VISIBILITIES.map((choice) => (
                <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`settings.photo.${choice}`)} />
              ))}
            </RadioGroup>
          </FormControl>
          {settings.photoVisibility === 'INTEREST' && settings.blurredPhoto && (
            <Box component="figure" sx={{ m: 0, display: 'grid', gap: 0.5, justifyItems: 'center' }}>
              <Box
                component="img"
                src={settings.blurredPhoto}
                alt={t('settings.photo.previewAlt')}
                width={120}
                height={120}
                sx={{ borderRadius: 2, objectFit: 'cover', bgcolor: '#f3e6ea' }}
              />
              <Typography component="figcaption" variant="body2" color="text.secondary">
                {t('settings.photo.preview')}
              </Typography>
            </Box>
          )}
        </Box>
      </SettingsSection>
    </>
  );
}
