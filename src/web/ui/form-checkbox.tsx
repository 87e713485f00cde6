import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTypedBeforeStart } from '../lib/typed-before-start.js';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** The promise the box stands for; may hold links. */
  label: ReactNode;
}

/** A required checkbox bound to react-hook-form; its contract message shows below it, translated. */
export function FormCheckbox<T extends FieldValues>({ control, name, label }: Props<T>) {
  const { t } = useTranslation('common');
  const errorId = useId();
  const { field, fieldState } = useController({ control, name });
  // A box ticked on the server's page before the script ran stays ticked once live.
  useTypedBeforeStart([name], (_name, value) => field.onChange(value === true));
  return (
    <Box>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1.1, lineHeight: 1.45 } }}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-required': true,
                'aria-invalid': Boolean(fieldState.error),
                ...(fieldState.error ? { 'aria-describedby': errorId } : {}),
              } as object,
            }}
          />
        }
        label={label}
      />
      {fieldState.error?.message && (
        <FormHelperText id={errorId} error sx={{ ml: 4.5, mt: 0 }}>
          {t(fieldState.error.message)}
        </FormHelperText>
      )}
    </Box>
  );
}
