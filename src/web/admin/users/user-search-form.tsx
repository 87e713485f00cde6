import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { zodResolver } from '@hookform/resolvers/zod';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminSearchForm } from '../../../contract/admin.js';
import { NAME_SEARCH_MAX } from '../../../contract/limits.js';
import { submitHandler } from '../../lib/form-submit.js';
import { SubmitButton } from '../../ui/submit-button.js';

type SearchValues = z.input<typeof adminSearchForm>;

interface UserSearchFormProps {
  /** The name the list is filtered by now, if any. */
  current: string | undefined;
  onSearch: (fullName: string) => void;
  onClear: () => void;
}

/** Name search: applies on Search; emptying the box drops the filter at once (SPEC section 4). */
export function UserSearchForm({ current, onSearch, onClear }: UserSearchFormProps) {
  const { t } = useTranslation('admin');
  const fieldId = useId();
  const { register, handleSubmit, formState, control, clearErrors, reset, getValues } = useForm<
    SearchValues,
    unknown,
    z.output<typeof adminSearchForm>
  >({
    resolver: zodResolver(adminSearchForm),
    defaultValues: { fullName: current ?? '' },
  });
  const typed = useWatch({ control, name: 'fullName' });

  // The filter can also change from outside, e.g. the menu opening the list afresh.
  useEffect(() => {
    if (getValues('fullName').trim() !== (current ?? '')) reset({ fullName: current ?? '' });
  }, [current, getValues, reset]);

  const clear = () => {
    reset({ fullName: '' });
    onClear();
  };
  const error = formState.errors.fullName?.message;

  return (
    <Stack
      component="form"
      role="search"
      noValidate
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start', width: { xs: '100%', md: 420 } }}
      onSubmit={submitHandler(handleSubmit((values) => onSearch(values.fullName)))}
    >
      <TextField
        {...register('fullName', {
          onChange: (event: { target: { value: string } }) => {
            if (event.target.value.trim() === '') {
              clearErrors('fullName');
              if (current) onClear();
            }
          },
        })}
        id={fieldId}
        label={t('users.searchLabel')}
        placeholder={t('users.searchPlaceholder')}
        size="small"
        fullWidth
        error={Boolean(error)}
        helperText={error ? t(error, { ns: 'common' }) : undefined}
        slotProps={{
          htmlInput: { maxLength: NAME_SEARCH_MAX, enterKeyHint: 'search' },
          input: {
            endAdornment: typed ? (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" onClick={clear} aria-label={t('users.clearSearch')}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <SubmitButton variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0, height: 40 }}>
        {t('users.search')}
      </SubmitButton>
    </Stack>
  );
}
