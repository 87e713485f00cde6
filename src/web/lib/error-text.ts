import type { TFunction } from 'i18next';
import { ApiError } from './api.js';

/**
 * What to tell the reader about a failed call, in their language: the server's code translated
 * (`errors.<CODE>` in the common texts), or 'Something went wrong' for network failures, time-outs
 * and codes this build does not know. Never the server's English.
 */
export function errorText(t: TFunction, error: unknown, values: Record<string, string> = {}): string {
  if (error instanceof ApiError && error.code) {
    return t(`errors.${error.code}`, { ns: 'common', defaultValue: t('app.somethingWentWrong', { ns: 'common' }), ...values });
  }
  return t('app.somethingWentWrong', { ns: 'common' });
}
