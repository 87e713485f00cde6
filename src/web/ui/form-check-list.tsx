import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTypedBeforeStart } from '../lib/typed-before-start.js';
import type { SelectOption } from './form-select-field.js';

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** A field holding a list of the options' values. */
  name: FieldPath<T>;
  options: readonly SelectOption[];
  /** The list's name shown above it; or `labelledBy`, the id of a heading that names it already. */
  label?: string;
  labelledBy?: string;
}

/** Lists longer than this scroll in a box of their own, so the form stays short on a phone. */
const SCROLL_AFTER = 8;

/**
 * "Any of" a list, bound to react-hook-form: a box per option, ticked for the values in the
 * field's list. Long lists (districts, sub-castes) scroll inside the form.
 */
export function FormCheckList<T extends FieldValues>({ control, name, label, labelledBy, options }: Props<T>) {
  const { t } = useTranslation('common');
  const labelId = useId();
  const { field, fieldState } = useController({ control, name });
  const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...chosen.filter((v) => v !== value), value] : chosen.filter((v) => v !== value));
  const boxName = (value: string) => `${field.name}:${value}`;
  // Boxes ticked on the server's page before the script ran stay ticked once live.
  useTypedBeforeStart(
    options.map((option) => boxName(option.value)),
    (box, on) => toggle(box.slice(field.name.length + 1), on === true),
  );
  return (
    <Box role="group" aria-labelledby={labelledBy ?? labelId} sx={{ minWidth: 0 }}>
      {label !== undefined && (
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {label}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
          columnGap: 1,
          ...(options.length > SCROLL_AFTER
            ? { maxHeight: 220, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1 }
            : {}),
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            sx={{ mr: 0, minHeight: 40 }}
            control={
              <Checkbox
                size="small"
                name={boxName(option.value)}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label={option.label}
          />
        ))}
      </Box>
      {fieldState.error?.message && <FormHelperText error>{t(fieldState.error.message)}</FormHelperText>}
    </Box>
  );
}
