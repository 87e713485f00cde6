import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

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
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
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
      )}
    />
  );
}
