import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ganaOf, nadiOf, yoniOf } from '../../../contract/horoscope/derived.js';
import { CHARANS, isNakshatra, rashiOf } from '../../../contract/horoscope/signs.js';
import { choiceLabel } from '../../profile/present-field.js';
import { FormSelectField, type SelectOption } from '../../ui/form-select-field.js';
import type { ProfileControl } from './profile-fields.js';
import { useProfileOptions } from './use-profile-options.js';

/** A value stored before the list existed stays choosable as typed, so saving never changes it unasked. */
function withStored(options: SelectOption[], stored: string | undefined): SelectOption[] {
  if (!stored?.trim() || options.some((option) => option.value === stored)) return options;
  return [...options, { value: stored, label: stored }];
}

/**
 * Rashi, nakshatra and charan, and what follows from them. With a nakshatra and its charan the
 * rashi is known (a nakshatra may span two), so it is filled in; the server refuses a rashi that
 * disagrees. Nadi, gana and yoni are shown, never typed.
 */
export function HoroscopeFields({ control, stored }: { control: ProfileControl; stored: { rashi?: string; nakshatra?: string } }) {
  const { t } = useTranslation('member');
  const options = useProfileOptions();
  const choose = t('profile.choose');
  // The dropdown holds keys; text stored before it (not a key) derives nothing.
  const chosen = useWatch({ control, name: 'basicDetails.nakshatra' });
  const nakshatra = isNakshatra(chosen) ? chosen : undefined;
  const charanText = String(useWatch({ control, name: 'basicDetails.charan' }) ?? '');
  const { field: rashiField } = useController({ control, name: 'basicDetails.rashi' });
  const charan = CHARANS.find((value) => String(value) === charanText);
  const rashi = nakshatra && charan ? rashiOf(nakshatra, charan) : undefined;
  const setRashi = rashiField.onChange;
  useEffect(() => {
    if (rashi && rashiField.value !== rashi) setRashi(rashi);
  }, [rashi, rashiField.value, setRashi]);

  return (
    <>
      <FormSelectField
        control={control}
        name="basicDetails.rashi"
        label={t('profile:fields.rashi')}
        options={withStored(options.rashi, stored.rashi)}
        placeholder={choose}
      />
      <FormSelectField
        control={control}
        name="basicDetails.nakshatra"
        label={t('profile:fields.nakshatra')}
        options={withStored(options.nakshatra, stored.nakshatra)}
        placeholder={choose}
      />
      <FormSelectField
        control={control}
        name="basicDetails.charan"
        label={t('profile:fields.charan')}
        options={options.charan}
        placeholder={choose}
      />
      {nakshatra && (
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }} data-testid="derived-horoscope">
          {[
            `${t('profile:fields.nadi')}: ${choiceLabel(t, 'nadi', nadiOf(nakshatra))}`,
            `${t('profile:fields.gana')}: ${choiceLabel(t, 'gana', ganaOf(nakshatra))}`,
            `${t('profile:fields.yoni')}: ${choiceLabel(t, 'yoni', yoniOf(nakshatra))}`,
          ].join(' · ')}
        </Typography>
      )}
      <FormSelectField
        control={control}
        name="basicDetails.manglik"
        label={t('profile:fields.manglik')}
        options={options.manglik}
        placeholder={choose}
      />
      <FormSelectField
        control={control}
        name="basicDetails.diet"
        label={t('profile:fields.diet')}
        options={options.diet}
        placeholder={choose}
      />
    </>
  );
}
