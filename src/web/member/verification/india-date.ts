import type { Language } from '../../../contract/limits.js';
import { formatDate } from '../../lib/format.js';

/** The calendar day a moment falls on in India, as the app writes dates. */
export function indiaDate(iso: string, language: Language): string {
  const day = new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return formatDate(day, language);
}
