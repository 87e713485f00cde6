import type { ErrorCode } from '../../../contract/errors.js';

/** Which of the page's two forms was posted: a hidden field of each. */
export const AUTH_INTENT = { login: 'login', signup: 'signup' } as const;

/** What a form posted without the app's script answers with, shown above that form. */
export interface AuthRefusal {
  intent: keyof typeof AUTH_INTENT;
  /** The server's code, or none for a failure it gave no code for. */
  code: ErrorCode | undefined;
}
