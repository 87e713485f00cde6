import Button, { type ButtonProps } from '@mui/material/Button';
import { useHydrated } from '../lib/hydrated.js';

/**
 * The submit button of a form only the app can send (a JSON call, a file, a second step): off
 * until the app is live. Before that the browser would send the form by itself, as a GET that puts
 * what was typed (a password among it) into the address. Sign-in, registration and the home's
 * search and filters are real forms the server answers, and use a plain button.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const live = useHydrated();
  return <Button {...props} type="submit" disabled={!live || disabled} />;
}
