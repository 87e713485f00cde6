import type { ErrorCode } from './errors.js';

/** A code's form: capitals, digits and underscores, as every key of ERRORS (errors.ts). */
const CODE_FORM = /^[A-Z][A-Z0-9_]*$/;

/**
 * The code of a failed answer's body, or undefined when it carries none. Checked by its form, not
 * against ERRORS, and kept apart from them, so the web apps' first script need not carry every
 * English message to read a code: a code this build does not know reads as "Something went wrong"
 * there (web/lib/error-text.ts).
 */
export function errorCodeOf(body: unknown): ErrorCode | undefined {
  const code = (body as { data?: { code?: unknown } } | null)?.data?.code;
  return typeof code === 'string' && CODE_FORM.test(code) ? (code as ErrorCode) : undefined;
}
