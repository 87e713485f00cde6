import type { BaseSyntheticEvent } from 'react';

/**
 * A form's async submit handler (react-hook-form's `handleSubmit(...)`) as the plain handler React
 * expects: React ignores what a handler returns, so the submission runs on its own. Each form's
 * handler shows its own failures (a toast, a field message); anything it did not expect is written
 * to the console, where the end-to-end tests fail on it, instead of becoming an unhandled rejection.
 */
export function submitHandler(submit: (event?: BaseSyntheticEvent) => Promise<void>): (event: BaseSyntheticEvent) => void {
  return (event) => {
    submit(event).catch((error: unknown) => console.error(error));
  };
}
