import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTypedBeforeStart } from '../lib/typed-before-start.js';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  /** Text of the empty first option. */
  placeholder: string;
}

/**
 * A dropdown bound to react-hook-form. It is the browser's own select, so a phone opens its
 * native picker, which handles long lists (heights, weights, districts) far better than a menu.
 */
export function FormSelectField<T extends FieldValues>({ control, name, label, options, required, placeholder }: Props<T>) {
  const { t } = useTranslation('common');
  const { field, fieldState } = useController({ control, name });
  // What was picked in the server's page before the script ran is the field's value once live.
  useTypedBeforeStart([name], (_name, value) => field.onChange(String(value)));
  return (
    <TextField
      select
      fullWidth
      required={required}
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
