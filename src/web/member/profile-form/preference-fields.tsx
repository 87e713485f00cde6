import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MANGLIK_WISHES, PREFERENCE_AGE_MAX, type PreferenceKey } from '../../../contract/preference-keys.js';
import { INCOME_PREFERENCE_STEPS } from '../../../contract/reference/index.js';
import { MIN_AGE_YEARS } from '../../../contract/limits.js';
import { formatInr } from '../../lib/format.js';
import { FormCheckList } from '../../ui/form-check-list.js';
import { FormSelectField } from '../../ui/form-select-field.js';
import type { ProfileControl } from './profile-fields.js';
import { useProfileOptions } from './use-profile-options.js';

const AGES = Array.from({ length: PREFERENCE_AGE_MAX - MIN_AGE_YEARS + 1 }, (_, i) => String(MIN_AGE_YEARS + i));

/** "Must have" for one preference: a must-have not met keeps a profile out of the member's matches. */
function MustHave({ control, preference }: { control: ProfileControl; preference: PreferenceKey }) {
  const { t } = useTranslation('profile');
  const { field } = useController({ control, name: `partnerpreferences.${preference}.must` });
  return (
    <FormControlLabel
      sx={{ mr: 0, ml: 'auto' }}
      control={
        <Checkbox
          size="small"
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
      label={<Typography variant="body2">{t('preferences.must')}</Typography>}
    />
  );
}

/** One preference: its name, "must have", and its controls. */
function Preference({
  control,
  preference,
  children,
  wide = false,
}: {
  control: ProfileControl;
  preference: PreferenceKey;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation('profile');
  return (
    <Box
      role="group"
      aria-labelledby={`preference-${preference}`}
      data-preference={preference}
      sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined, display: 'grid', gap: 1, alignContent: 'start' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40 }}>
        <Typography id={`preference-${preference}`} component="h3" sx={{ fontWeight: 600 }}>
          {t(`preferences.labels.${preference}`)}
        </Typography>
        <MustHave control={control} preference={preference} />
      </Box>
      {children}
    </Box>
  );
}

/** Two dropdowns side by side: a range's least and greatest. */
function Pair({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>{children}</Box>;
}

/** Cities are free text on the profile: typed, separated by commas. */
function CitiesField({ control }: { control: ProfileControl }) {
  const { t } = useTranslation('profile');
  const { field } = useController({ control, name: 'partnerpreferences.place.cities' });
  const list = Array.isArray(field.value) ? field.value : [];
  const [text, setText] = useState(list.join(', '));
  return (
    <TextField
      fullWidth
      name={field.name}
      inputRef={field.ref}
      label={t('preferences.cities')}
      helperText={t('preferences.citiesHint')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(
          event.target.value
            .split(',')
            .map((city) => city.trim())
            .filter(Boolean),
        );
      }}
      onBlur={field.onBlur}
    />
  );
}

/**
 * The structured partner preferences (docs/decisions/0041-partner-preferences.md): each from the
 * lists the profile uses, each "must have" or not. What is left empty is no preference.
 */
export function PreferenceFields({ control }: { control: ProfileControl }) {
  const { t } = useTranslation('profile');
  const options = useProfileOptions();
  const any = t('preferences.any');
  const ages = AGES.map((age) => ({ value: age, label: age }));
  const incomes = INCOME_PREFERENCE_STEPS.map((value) => ({ value: String(value), label: formatInr(value) }));
  const manglik = MANGLIK_WISHES.filter((wish) => wish !== 'any').map((value) => ({
    value,
    label: t(`choices.manglikWish.${value}`),
  }));
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {t('preferences.intro')}
      </Typography>
      <Preference control={control} preference="age">
        <Pair>
          <FormSelectField
            control={control}
            name="partnerpreferences.age.min"
            label={t('preferences.from')}
            options={ages}
            placeholder={any}
          />
          <FormSelectField
            control={control}
            name="partnerpreferences.age.max"
            label={t('preferences.to')}
            options={ages}
            placeholder={any}
          />
        </Pair>
      </Preference>
      <Preference control={control} preference="height">
        <Pair>
          <FormSelectField
            control={control}
            name="partnerpreferences.height.min"
            label={t('preferences.from')}
            options={options.height}
            placeholder={any}
          />
          <FormSelectField
            control={control}
            name="partnerpreferences.height.max"
            label={t('preferences.to')}
            options={options.height}
            placeholder={any}
          />
        </Pair>
      </Preference>
      <Preference control={control} preference="education">
        <FormSelectField
          control={control}
          name="partnerpreferences.education.min"
          label={t('preferences.atLeast')}
          options={options.educationLevel}
          placeholder={any}
        />
      </Preference>
      <Preference control={control} preference="income">
        <FormSelectField
          control={control}
          name="partnerpreferences.income.min"
          label={t('preferences.atLeast')}
          options={incomes}
          placeholder={any}
        />
      </Preference>
      <Preference control={control} preference="manglik">
        <FormSelectField
          control={control}
          name="partnerpreferences.manglik.value"
          label={t('preferences.labels.manglik')}
          options={manglik}
          placeholder={t('choices.manglikWish.any')}
        />
      </Preference>
      <Preference control={control} preference="marriageStatus">
        <FormCheckList
          control={control}
          name="partnerpreferences.marriageStatus.anyOf"
          labelledBy="preference-marriageStatus"
          options={options.marriageStatus}
        />
      </Preference>
      <Preference control={control} preference="diet">
        <FormCheckList control={control} name="partnerpreferences.diet.anyOf" labelledBy="preference-diet" options={options.diet} />
      </Preference>
      <Preference control={control} preference="caste">
        <FormCheckList control={control} name="partnerpreferences.caste.anyOf" labelledBy="preference-caste" options={options.caste} />
      </Preference>
      <Preference control={control} preference="subCaste" wide>
        <FormCheckList
          control={control}
          name="partnerpreferences.subCaste.anyOf"
          labelledBy="preference-subCaste"
          options={options.subCaste}
        />
      </Preference>
      <Preference control={control} preference="place" wide>
        <FormCheckList
          control={control}
          name="partnerpreferences.place.districts"
          label={t('preferences.districts')}
          options={options.district}
        />
        <CitiesField control={control} />
      </Preference>
    </>
  );
}
