import { useTranslation } from 'react-i18next';
import type { Language } from '../../../contract/limits.js';
import { languageOf } from '../../lib/i18n.js';

/** The language the screen is shown in, for formatting dates with the right month names. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return languageOf(i18n.resolvedLanguage);
}
