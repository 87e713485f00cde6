import Button, { type ButtonProps } from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useHydrated } from '../lib/hydrated.js';

/**
 * The submit button of a form only the app can send (a JSON call, a file, a second step): off
 * until the app is live. Before that the browser would send the form by itself, as a GET that puts
 * what was typed (a password among it) into the address. Sign-in, registration and the home's
 * search and filters are real forms the server answers, and use a plain button.
 */
export function SubmitButton({
  disabled,
  sx,
  ...props
}: Omit<ButtonProps, 'type' | 'sx'> & { sx?: Exclude<SxProps<Theme>, readonly unknown[] | ((theme: Theme) => unknown)> }) {
  const live = useHydrated();
  // Going live, the button takes its colours at once: MUI's easing from the grey of a disabled
  // button would pass through colours too faint to read. Eased again from the next render on.
  const [eased, setEased] = useState(live);
  useEffect(() => {
    if (live) setEased(true);
  }, [live]);
  return <Button {...props} type="submit" disabled={!live || disabled} sx={eased ? sx : { ...sx, transition: 'none' }} />;
}
