import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api.js';

/**
 * The server answers in English (docs/api.md). The messages a member can meet are translated
 * here; anything else is shown as the server wrote it rather than hidden.
 */
const KNOWN: Record<string, string> = {
  'Incorrect Mobile Number or Password': 'serverMessages.incorrectLogin',
  'Something went wrong': 'toast.somethingWentWrong',
};

export function serverMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('toast.somethingWentWrong');
  const body = error.body as { data?: { message?: unknown } } | null;
  const message = body?.data?.message;
  if (typeof message !== 'string' || message === '') return t('toast.somethingWentWrong');
  const key = KNOWN[message];
  return key ? t(key) : message;
}
