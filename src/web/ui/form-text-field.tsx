import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MOBILE_DIGITS } from '../../contract/limits.js';
import { useTypedBeforeStart } from '../lib/typed-before-start.js';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Caps what can be typed, e.g. ten digits for a mobile number. */
  maxLength?: number;
  /** Opens the phone's number pad. */
  numeric?: boolean;
};

/** Every mobile-number input: the phone's number pad, at most ten characters (SPEC section 5). */
export const MOBILE_INPUT = { type: 'tel', maxLength: MOBILE_DIGITS, numeric: true } as const;

/**
 * A text field bound to react-hook-form. Contract messages are i18n keys in the 'common'
 * namespace, so the error is translated here, once, for every form.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  maxLength,
  numeric,
  slotProps,
  helperText,
  ...props
}: Props<T>) {
  const { t } = useTranslation('common');
  const { field, fieldState } = useController({ control, name });
  // What was typed into the server's page before the script ran is the field's value once live.
  useTypedBeforeStart([name], (_name, value) => field.onChange(String(value)));
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ? t(fieldState.error.message) : helperText}
      slotProps={{
        ...slotProps,
        htmlInput: {
          ...(maxLength ? { maxLength } : {}),
          ...(numeric ? { inputMode: 'numeric', pattern: '[0-9]*' } : {}),
          ...(slotProps?.htmlInput as object | undefined),
        },
      }}
    />
  );
}
